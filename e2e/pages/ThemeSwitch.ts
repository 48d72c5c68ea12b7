// Page object for the header's theme switch (System / Light / Dark) and the theme on screen.
import type { Locator, Page } from '@playwright/test';

export type ThemeChoice = 'System' | 'Light' | 'Dark';

export class ThemeSwitch {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('theme-switch');
  }

  choice(name: ThemeChoice): Locator {
    return this.root.getByRole('radio', { name, exact: true });
  }

  async choose(name: ThemeChoice): Promise<void> {
    await this.choice(name).check();
  }

  /** The page's background colour as the browser computes it, e.g. `rgb(13, 17, 23)`. */
  async background(): Promise<string> {
    return this.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  }

  async stored(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('fencelab-theme'));
  }
}
