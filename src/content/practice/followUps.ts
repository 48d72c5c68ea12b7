// Walking a question's follow-up ladder. Apart from question.ts (which parses files with yaml and
// zod) so that the practice slice, which the store loads on every first visit, needs neither.
import type { FollowUp } from '../lessons/lessonSchema';

/** How deep a follow-up ladder goes along its deepest branch (0 for none). */
export function ladderDepth(items: FollowUp[]): number {
  return items.reduce((most, f) => Math.max(most, 1 + ladderDepth(f.followUps)), 0);
}

/** The follow-up at a path of indices into the ladder (undefined when the path leads nowhere). */
export function followUpAt(items: FollowUp[], path: readonly number[]): FollowUp | undefined {
  let level = items;
  let found: FollowUp | undefined;
  for (const k of path) {
    found = level[k];
    if (!found) return undefined;
    level = found.followUps;
  }
  return found;
}
