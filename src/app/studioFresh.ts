// The studio's new timeline as the build wrote and ran it (scripts/studioFreshPlugin.ts): a small
// chunk of its own, fetched when the studio opens with nothing in it.
import type { StoreDeps } from '../state/deps';

export const freshStudio: NonNullable<StoreDeps['freshStudio']> = async (title) => {
  const { default: fresh } = await import('virtual:fencelab/studio-fresh');
  return Object.hasOwn(fresh, title) ? (fresh[title] ?? null) : null;
};
