// The player embedded in another page (`/embed?…` in an <iframe>), the snippets that make one (the
// player's Embed button, the studio's Embed), and what an embed leaves alone: the learner's saved
// work on FenceLab's own origin.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { EmbedFrame, ORIGIN } from './pages/EmbedFrame';
import { LessonPage } from './pages/LessonPage';
import { StudioPage } from './pages/StudioPage';
import { WorkbenchPage } from './pages/WorkbenchPage';

const SEED = readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8');
const SEED_TITLE = /^title: (.+)$/m.exec(SEED)?.[1] ?? '';

/** The src of the <iframe> in a snippet. */
const srcOf = (snippet: string) =>
  /<iframe src="([^"]+)"/.exec(snippet)?.[1]?.replace(/&amp;/g, '&') ?? '';

test.describe('a page with the embedded player', () => {
  test('plays the seed demo: title and timeline, no header, the keyboard, Open in FenceLab', async ({
    page,
  }) => {
    const embed = await EmbedFrame.onAnotherSite(
      page,
      EmbedFrame.iframe('/embed?scenario=seed-demo'),
    );
    await embed.waitForTrace();
    await expect(embed.title).toHaveText(SEED_TITLE);
    await expect(embed.timeline).toBeVisible();
    await expect(embed.frame.getByTestId('playback')).toBeVisible();
    // The player alone: no header, no navigation, no example picker.
    await expect(embed.frame.locator('header')).toHaveCount(0);
    await expect(embed.frame.getByRole('navigation')).toHaveCount(0);
    await expect(embed.frame.getByTestId('nav-playground')).toHaveCount(0);
    await expect(embed.frame.getByLabel('Example scenario')).toHaveCount(0);
    // The player's own tools stay in FenceLab.
    await expect(embed.frame.getByTestId('embed-button')).toBeHidden();

    await embed.expectPlayheadAt(-1);
    await embed.focus();
    await page.keyboard.press('End');
    await embed.expectPlayheadAt(4);
    await expect(embed.timelineStep(4)).toHaveAttribute('data-state', 'current');
    await page.keyboard.press('Home');
    await embed.expectPlayheadAt(-1);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await embed.expectPlayheadAt(1);
    await page.keyboard.press('Space');
    await expect(embed.timeline).toHaveAttribute('data-playing', 'true');
    await page.keyboard.press('Space');
    await expect(embed.timeline).toHaveAttribute('data-playing', 'false');

    // "Open in FenceLab": the same example in the playground, at the step on screen, in a new tab.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await embed.expectPlayheadAt(0);
    await expect(embed.open).toHaveText(/Open in FenceLab/);
    await expect(embed.open).toHaveAttribute(
      'href',
      `${ORIGIN}/playground?scenario=seed-demo&step=1`,
    );
    await expect(embed.open).toHaveAttribute('target', '_blank');
    await expect(embed.open).toHaveAttribute('rel', /noopener/);
  });

  test('opens at the step its address names', async ({ page }) => {
    const embed = await EmbedFrame.onAnotherSite(
      page,
      EmbedFrame.iframe('/embed?scenario=seed-demo&step=3'),
    );
    await embed.waitForTrace();
    // Step 3 is the run-order index 2.
    await embed.expectPlayheadAt(2);
    await expect(embed.open).toHaveAttribute(
      'href',
      `${ORIGIN}/playground?scenario=seed-demo&step=3`,
    );
  });

  for (const width of [320, 1200]) {
    test(`fits a frame ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width: Math.max(width + 40, 400), height: 900 });
      const embed = await EmbedFrame.onAnotherSite(
        page,
        EmbedFrame.iframe('/embed?scenario=seed-demo', `${width}`),
      );
      await embed.waitForTrace();
      await embed.expectNoSidewaysScroll();
    });
  }

  test('does what its address says whatever the framing page posts to it', async ({ page }) => {
    const embed = await EmbedFrame.onAnotherSite(
      page,
      EmbedFrame.iframe('/embed?scenario=seed-demo&step=3'),
    );
    await embed.waitForTrace();
    await embed.expectPlayheadAt(2);
    const frame = page.frames().find((f) => f.url().includes('/embed'));
    if (!frame) throw new Error('no embed frame');
    const before = frame.url();
    // Messages a hostile host might try: commands, another scenario, another address, settings.
    await page.evaluate(() => {
      const target = document.querySelector('iframe')?.contentWindow;
      const messages: unknown[] = [
        'play',
        { type: 'seek', step: 0 },
        { type: 'load', scenario: 'title: Pwned\nsteps: []' },
        { hash: '#s=v1.0000.broken', lang: 'zh-CN', theme: 'dark' },
        { fencelab: { locale: 'zh-CN' }, __proto__: { polluted: true } },
      ];
      for (const m of messages) target?.postMessage(m, '*');
    });
    // A task queued in the frame after the messages runs after they were all delivered.
    await frame.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await embed.expectPlayheadAt(2);
    await expect(embed.title).toHaveText(SEED_TITLE);
    await expect(embed.timeline).toHaveAttribute('data-playing', 'false');
    await expect(embed.frame.locator('html')).toHaveAttribute('lang', 'en');
    await expect(embed.frame.locator('html')).not.toHaveAttribute('data-theme', 'dark');
    await expect(embed.error).toHaveCount(0);
    expect(frame.url()).toBe(before);
    expect(await frame.evaluate(() => (({}) as { polluted?: unknown }).polluted)).toBeUndefined();
  });

  test('takes the theme its address asks for', async ({ page }) => {
    const embed = await EmbedFrame.onAnotherSite(
      page,
      EmbedFrame.iframe('/embed?scenario=seed-demo&theme=dark'),
    );
    await embed.waitForTrace();
    await expect(embed.frame.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('says what is wrong with a missing, unknown or broken address, never a blank frame', async ({
    page,
  }) => {
    await page.goto('/embed');
    await expect(page.getByTestId('embed-missing')).toBeVisible();
    await expect(page.getByTestId('embed-missing')).toHaveAttribute('role', 'alert');
    await expect(page.getByTestId('embed-open')).toHaveAttribute('href', `${ORIGIN}/playground`);

    await page.goto('/embed?scenario=no-such-example');
    await expect(page.getByTestId('player-error')).toHaveAttribute('data-kind', 'not-found');
    await expect(page.getByTestId('error-messages')).toContainText('no-such-example');

    await page.goto('/embed#s=v1.0000.broken');
    await expect(page.getByTestId('player-error')).toHaveAttribute('data-kind', 'link');
    await expect(page.getByTestId('embed-open')).toHaveAttribute(
      'href',
      `${ORIGIN}/playground#s=v1.0000.broken`,
    );
  });
});

test.describe('the snippets that embed it', () => {
  test("the player's Embed gives the example's <iframe> at the step on screen, and it plays", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
    const app = new WorkbenchPage(page);
    await page.goto('/playground?scenario=seed-demo');
    await app.waitForTrace();
    const button = page.getByTestId('embed-button');
    await button.click();
    const dialog = page.getByTestId('embed-dialog');
    await expect(dialog).toBeVisible();
    const snippet = dialog.getByTestId('embed-snippet');
    await expect(snippet).toHaveValue(
      new RegExp(`^<iframe src="${ORIGIN}/embed\\?scenario=seed-demo&amp;lang=en" `),
    );
    await expect(snippet).toHaveValue(
      / width="100%" height="\d+" title="FenceLab: [^"]+" loading="lazy"><\/iframe>$/,
    );
    await expect(snippet).toHaveAttribute('readonly', '');
    await dialog.getByTestId('embed-copy').click();
    await expect(dialog.getByTestId('embed-copied')).toHaveText('Copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await snippet.inputValue(),
    );
    // Escape closes it, and the focus is back on the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();

    // At a step, the snippet names it; pasted into a page, it plays from there.
    await page.keyboard.press('End');
    await app.expectPlayheadAt(4);
    await button.click();
    await expect(snippet).toHaveValue(/\/embed\?scenario=seed-demo&amp;step=5&amp;lang=en"/);
    const embed = await EmbedFrame.onAnotherSite(page, await snippet.inputValue());
    await embed.waitForTrace();
    await embed.expectPlayheadAt(4);
    await expect(embed.title).toHaveText(SEED_TITLE);
  });

  test("the player's Embed says why a lesson's timeline cannot be embedded", async ({ page }) => {
    const lesson = new LessonPage(page);
    await lesson.open('lease-is-not-a-lock');
    await lesson.veil.getByRole('button').click();
    await lesson.player.getByTestId('embed-button').click();
    const refused = page.getByTestId('embed-dialog').getByTestId('embed-refused');
    await expect(refused).toHaveAttribute('data-why', 'lesson');
    await expect(page.getByTestId('embed-dialog').getByTestId('embed-snippet')).toHaveCount(0);
  });

  test("the studio's Embed gives the share link's <iframe>, which plays the scenario", async ({
    page,
  }) => {
    const studio = new StudioPage(page);
    await studio.open();
    await studio.fresh();
    await studio.addStep('A', 0, 'claim');
    await studio.addStep('B', 2, 'claim');
    await page.getByTestId('studio-embed').click();
    const snippet = studio.root.getByTestId('embed-snippet');
    await expect(snippet).toHaveValue(
      new RegExp(`^<iframe src="${ORIGIN}/embed\\?lang=en#s=v1\\.`),
    );
    const src = srcOf(await snippet.inputValue());

    const embed = await EmbedFrame.onAnotherSite(page, EmbedFrame.iframe(src));
    await embed.waitForTrace();
    await expect(embed.title).toHaveText('A new timeline');
    await expect(embed.step(2, 'B', 'claim')).toHaveAttribute('data-outcome', 'denied');
    await expect(embed.open).toHaveAttribute(
      'href',
      src.replace('/embed?lang=en#', '/playground#'),
    );
  });
});

/** A page of FenceLab's own origin (its storage is the learner's), with nothing of the app in it. */
async function sameOriginHost(page: Page): Promise<void> {
  await page.route(`${ORIGIN}/embed-host.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Host</title>' }),
  );
  await page.goto(`${ORIGIN}/embed-host.html`);
}

async function addFrame(page: Page, src: string): Promise<EmbedFrame> {
  await page.evaluate((url) => {
    const frame = document.createElement('iframe');
    frame.src = url;
    frame.width = '800';
    frame.height = '640';
    frame.title = 'FenceLab';
    document.body.append(frame);
  }, src);
  return new EmbedFrame(page);
}

test.describe('an embed on FenceLab’s own origin', () => {
  // The host page is routed in; a service worker would answer for it with the app instead.
  test.use({ serviceWorkers: 'block' });

  test("shows the example as shipped and leaves the learner's saved work alone", async ({
    page,
  }) => {
    // The learner has a draft of the seed demo, saved.
    const app = new WorkbenchPage(page);
    await page.goto('/playground?scenario=seed-demo');
    await app.waitForTrace();
    await sameOriginHost(page);
    const mine = SEED.replace(`title: ${SEED_TITLE}`, 'title: My own seed demo');
    const saved = await page.evaluate((draft) => {
      const value = JSON.parse(localStorage.getItem('fencelab') ?? '{}') as {
        state: { editor: { drafts: Record<string, string> } };
      };
      value.state.editor.drafts['seed-demo'] = draft;
      const text = JSON.stringify(value);
      localStorage.setItem('fencelab', text);
      return text;
    }, mine);

    const embed = await addFrame(page, '/embed?scenario=seed-demo');
    await embed.waitForTrace();
    // What the host's author chose, not this learner's draft of it.
    await expect(embed.title).toHaveText(SEED_TITLE);
    await embed.focus();
    await page.keyboard.press('End');
    await embed.expectPlayheadAt(4);
    expect(await page.evaluate(() => localStorage.getItem('fencelab'))).toBe(saved);

    // The learner saves more in another tab; the embed's playing does not write its older copy over it.
    const later = saved.replace('My own seed demo', 'My newer seed demo');
    await page.evaluate((text) => localStorage.setItem('fencelab', text), later);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await embed.expectPlayheadAt(0);
    expect(await page.evaluate(() => localStorage.getItem('fencelab'))).toBe(later);
  });

  test("an embed's ?lang= is not remembered as the learner's language", async ({ page }) => {
    await sameOriginHost(page);
    const embed = await addFrame(page, '/embed?scenario=seed-demo&lang=zh-CN');
    await expect(embed.frame.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await embed.waitForTrace();
    await expect(embed.open).toHaveText(/在 FenceLab 中打开/);
    expect(await page.evaluate(() => localStorage.getItem('fencelab-locale'))).toBeNull();
  });
});
