// Page object for the embedded player (`/embed?…`) inside an <iframe> of a host page: the player's
// parts as the workbench's page object names them, the "Open in FenceLab" link and the frame's own
// width. Also makes the host pages: someone else's (about:blank, as a blog would be) or one of
// FenceLab's own origin (which shares its storage).
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** The app's origin: the port playwright.config.ts serves the build on (E2E_PORT, else 4173). */
export const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 4173}`;

export class EmbedFrame {
  readonly frame: FrameLocator;
  readonly root: Locator;
  readonly trace: Locator;
  readonly title: Locator;
  readonly timeline: Locator;
  readonly open: Locator;
  readonly error: Locator;
  readonly missing: Locator;

  constructor(
    readonly host: Page,
    selector = 'iframe',
  ) {
    this.frame = host.frameLocator(selector);
    this.root = this.frame.getByTestId('embed-page');
    this.trace = this.frame.getByTestId('trace');
    this.title = this.frame.getByTestId('scenario-title');
    this.timeline = this.frame.getByTestId('timeline');
    this.open = this.frame.getByTestId('embed-open');
    this.error = this.frame.getByTestId('player-error');
    this.missing = this.frame.getByTestId('embed-missing');
  }

  /**
   * A host page of another site (about:blank, as a blog would be) with `html` in it: an <iframe>,
   * or the snippet the app gave to paste.
   */
  static async onAnotherSite(host: Page, html: string): Promise<EmbedFrame> {
    await host.goto('about:blank');
    await host.setContent(`<!doctype html><title>Notes</title><h1>My notes on leases</h1>${html}`);
    return new EmbedFrame(host);
  }

  /** An <iframe> of `src` (an absolute URL or an app path), as a host page would write it. */
  static iframe(src: string, width = '100%'): string {
    const url = src.startsWith('http') ? src : `${ORIGIN}${src}`;
    return `<iframe src="${url}" width="${width}" height="640" title="FenceLab"></iframe>`;
  }

  /** Waits until the embedded run has finished and its trace is on screen. */
  async waitForTrace(timeout = 20_000): Promise<void> {
    await expect(this.trace).toBeVisible({ timeout });
  }

  /** A step's mark on the SVG timeline, by run-order index. */
  timelineStep(i: number): Locator {
    return this.frame.locator(`[data-testid="timeline-step"][data-step="${i}"]`);
  }

  /** A row of the step list, by time, actor and action. */
  step(at: number, actor: string, action: string): Locator {
    return this.frame.locator(
      `[data-testid="step-row"][data-at="${at}"][data-actor="${actor}"][data-do="${action}"]`,
    );
  }

  async expectPlayheadAt(i: number, timeout = 5_000): Promise<void> {
    await expect(this.timeline).toHaveAttribute('data-step', String(i), { timeout });
  }

  /** Puts the keyboard's focus in the frame (as a click on the player would), not on a control. */
  async focus(): Promise<void> {
    await this.title.click();
  }

  /** The frame's document is no wider than the frame, once its width has settled. */
  async expectNoSidewaysScroll(): Promise<void> {
    const html = this.frame.locator('html');
    let last = '';
    for (let k = 0; k < 20; k++) {
      const now = await html.evaluate((el) => `${el.scrollWidth}/${el.clientWidth}`);
      if (now === last) break;
      last = now;
      await this.host.waitForTimeout(250);
    }
    const [scroll, client] = last.split('/').map(Number);
    expect(scroll).toBeLessThanOrEqual(client ?? 0);
  }
}
