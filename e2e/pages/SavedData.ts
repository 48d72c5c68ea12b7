// Page object for what the app keeps in this browser: the `fencelab` item in localStorage, the
// `fencelab-corrupt-…` items a bad part is kept aside under, and the one notice that says so.
import type { Locator, Page } from '@playwright/test';

export const PERSIST_KEY = 'fencelab';

/** Each persisted part and how the reset notice names it. */
export const PART_LABELS = {
  editor: 'your edited examples',
  lesson: 'your lesson progress',
  studio: 'your studio drafts',
  review: 'your review deck',
  practice: 'your interview practice (timer, mock interview and answers)',
  exercise: 'your work on shared exercises',
} as const;

export type PartKey = keyof typeof PART_LABELS;

/** `fencelab-corrupt-<ISO date, ':' and '.' as '-'>-<part>`. */
export const corruptKeyPattern = (part: string): RegExp =>
  new RegExp(`^${PERSIST_KEY}-corrupt-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-\\d{3}Z-${part}$`);

export class SavedData {
  readonly notice: Locator;
  readonly nav: Locator;
  readonly pageFailed: Locator;

  constructor(readonly page: Page) {
    this.notice = page.getByTestId('reset-notice');
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.pageFailed = page.getByTestId('page-failed');
  }

  /**
   * Before every page load in this tab (goto and reload alike), clears this origin's storage and
   * writes `fencelab` as given (a string as is, else its JSON), so each load starts from it.
   */
  async seedEveryLoad(saved: unknown): Promise<void> {
    const text = typeof saved === 'string' ? saved : JSON.stringify(saved);
    await this.page.addInitScript(
      ([key, value]) => {
        try {
          localStorage.clear();
          localStorage.setItem(key, value);
        } catch {
          // about:blank and other opaque origins have no localStorage.
        }
      },
      [PERSIST_KEY, text] as const,
    );
  }

  /**
   * Clears this origin's storage and writes `fencelab` as given, once, from a page of the origin
   * that runs no app (the favicon): an app page open meanwhile could save over it.
   */
  async seedOnce(saved: unknown): Promise<void> {
    const text = typeof saved === 'string' ? saved : JSON.stringify(saved);
    await this.page.goto('/favicon.svg');
    await this.page.evaluate(
      ([key, value]) => {
        localStorage.clear();
        localStorage.setItem(key, value);
      },
      [PERSIST_KEY, text] as const,
    );
  }

  /** Every item in this origin's localStorage. */
  async items(): Promise<Record<string, string>> {
    return this.page.evaluate(() => {
      const out: Record<string, string> = {};
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i)!;
        out[key] = localStorage.getItem(key)!;
      }
      return out;
    });
  }

  /** The parts as the app last saved them (`fencelab`'s `state`). */
  async savedState(): Promise<Record<string, unknown>> {
    const text = (await this.items())[PERSIST_KEY];
    if (text === undefined) return {};
    return (JSON.parse(text) as { state: Record<string, unknown> }).state;
  }

  /** The items a part was kept aside under, as [key, value] pairs. */
  async keptAside(part: string): Promise<[string, string][]> {
    const pattern = corruptKeyPattern(part);
    return Object.entries(await this.items()).filter(([key]) => pattern.test(key));
  }

  /** Every `fencelab-corrupt-…` key. */
  async corruptKeys(): Promise<string[]> {
    return Object.keys(await this.items()).filter((k) => k.startsWith(`${PERSIST_KEY}-corrupt-`));
  }
}
