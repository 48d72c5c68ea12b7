// A built chunk held back until the test lets it through: how a spec checks that the page works
// while a lazily loaded part is still on its way, and once it arrives.
import type { Page } from '@playwright/test';

export interface HeldBack {
  /** Lets the held requests (and any later one) through. */
  release(): void;
  /** Whether the page has asked for the chunk yet. */
  asked(): boolean;
}

/** Holds back every request for `/assets/<name>-<hash>.js` (its code and its message groups). */
export async function holdBack(page: Page, name: string): Promise<HeldBack> {
  let release = () => {};
  let asked = false;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release: () => release(), asked: () => asked };
}
