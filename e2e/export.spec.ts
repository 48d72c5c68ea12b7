// The player exports its timeline for slides and papers: the step at the playhead as a
// standalone SVG or a PNG at 2×, and the whole run as an animated GIF, one frame per step. Each
// download is opened and checked; the export code is fetched only when a format is chosen.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ExportMenu, type SvgFacts } from './pages/ExportMenu';
import { gifFacts, pngSize } from './pages/imageFiles';
import { ThemeSwitch } from './pages/ThemeSwitch';
import { WorkbenchPage } from './pages/WorkbenchPage';
import { holdBack } from './pages/holdBack';

const SLUG = 'a-stale-worker-resumes-after-takeover';
// --bg of src/app/tokens.css in each theme, as the file writes it.
const LIGHT_BG = '#ffffff';
const DARK_BG = '#0d1117';
const DARK_FG = '#e6edf3';
const LIGHT_FG = '#1b1f24';

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The texts the page's timeline shows at its steps (action labels, outcome words, tokens). */
async function timelineLabels(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="timeline-svg"] text.tl-action-label')
    .evaluateAll((els) => els.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

/** The caption's paragraphs as the page shows them (title, sentences, violations). */
async function captionTexts(page: Page): Promise<string[]> {
  return page
    .getByTestId('caption')
    .locator(':scope > h3, :scope > p')
    .evaluateAll((els) => els.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

/** The SVG parses, is SVG, needs nothing of the page, and is as large as its viewBox says. */
function expectStandalone(text: string, svg: SvgFacts): void {
  expect(svg.parseError).toBe(false);
  expect(svg.root).toBe('svg');
  expect(svg.namespace).toBe('http://www.w3.org/2000/svg');
  expect(svg.foreignObjects).toBe(0);
  expect(text).not.toContain('foreignObject');
  expect(text).not.toContain('var(');
  expect(text).not.toContain('light-dark(');
  expect(text).not.toMatch(/href="(?!#)/);
  expect(text).not.toMatch(/url\((?!#)/);
  expect(svg.width).toBeGreaterThan(100);
  expect(svg.height).toBeGreaterThan(100);
  expect(svg.viewBox).toBe(`0 0 ${svg.width} ${svg.height}`);
}

/** Every caption paragraph on the page is in one text of the figure, whole (not cut in two). */
function expectCaption(svg: SvgFacts, caption: string[]): void {
  expect(caption.length).toBeGreaterThan(0);
  for (const paragraph of caption) {
    const whole = collapse(paragraph);
    expect(
      svg.texts.filter((t) => t.includes(whole)),
      whole,
    ).toHaveLength(1);
  }
}

test('the SVG, the PNG at 2× and the GIF of the seed demo, each downloaded and checked', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const app = new WorkbenchPage(page);
  const menu = new ExportMenu(page);
  await app.open('seed-demo');
  await app.waitForTrace();
  const steps = await page.getByTestId('timeline-step').count();
  expect(steps).toBeGreaterThan(2);
  await app.seekEnd();
  await app.expectPlayheadAt(steps - 1);
  await page.waitForLoadState('networkidle');
  // Nothing of the export is fetched before a format is chosen.
  expect(await menu.chunksLoaded()).toEqual([]);

  // SVG: parses, stands alone, holds the timeline's labels and the caption at the playhead.
  const svgFile = await menu.download('svg');
  expect(svgFile.name).toBe(`${SLUG}-step-${steps}.svg`);
  await expect(menu.status).toHaveText(`Saved ${svgFile.name}.`);
  const text = svgFile.bytes.toString('utf8');
  expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
  const svg = await menu.readSvg(text);
  expectStandalone(text, svg);
  expect(svg.background).toBe(LIGHT_BG);
  const labels = await timelineLabels(page);
  expect(labels.length).toBe(steps);
  for (const label of labels) expect(svg.texts).toContain(label);
  expect(svg.texts.some((t) => t.includes('claim'))).toBe(true);
  expect(svg.texts.some((t) => t.includes('commit'))).toBe(true);
  for (const lane of ['A', 'B', 'jobs']) expect(svg.texts).toContain(lane);
  expectCaption(svg, await captionTexts(page));
  expect(text).toContain('font-family=');
  expect(await menu.chunksLoaded()).toContain('svgExport');
  expect(await menu.chunksLoaded()).not.toContain('gifExport');

  // PNG: twice the SVG's size.
  const pngFile = await menu.download('png');
  expect(pngFile.name).toBe(`${SLUG}-step-${steps}.png`);
  expect(pngSize(pngFile.bytes)).toEqual({ width: 2 * svg.width, height: 2 * svg.height });

  // GIF: one frame per step, looping, with the progress bar while it is made.
  const timelineHeight = Number(await page.getByTestId('timeline-svg').getAttribute('height'));
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await menu.choose('gif');
  const gifDownload = await downloading;
  expect(gifDownload.suggestedFilename()).toBe(`${SLUG}.gif`);
  const gif = gifFacts(await readFile(await gifDownload.path()));
  expect(gif.complete).toBe(true);
  expect(gif.frames).toBe(steps);
  expect(gif.loops).toBe(true);
  expect(gif.delays).toHaveLength(steps);
  for (const delay of gif.delays) expect(delay).toBeGreaterThanOrEqual(100);
  expect(gif.width).toBe(svg.width);
  expect(gif.height).toBeGreaterThan(timelineHeight);
  expect(gif.height).toBeLessThan(timelineHeight + 600);
  await expect(menu.status).toHaveText(`Saved ${SLUG}.gif.`);
  expect(await menu.chunksLoaded()).toContain('gifExport');
  // The playhead is back where it was, and so is the address.
  await app.expectPlayheadAt(steps - 1);
  // The address counts steps from 1: the last of `steps` is step=steps.
  await expect(page).toHaveURL(new RegExp(`[?&]step=${steps}(&|$)`));
});

test('the GIF shows its progress and can be cancelled; the playhead stays put', async ({
  page,
}) => {
  const app = new WorkbenchPage(page);
  const menu = new ExportMenu(page);
  // The GIF's code arrives late, so that the export is still under way when Cancel is pressed.
  const gif = await holdBack(page, 'gifExport');
  await page.goto('/playground?scenario=seed-demo&step=3');
  await app.waitForTrace();
  await app.expectPlayheadAt(2);
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));

  await menu.choose('gif');
  await expect(menu.progress).toBeVisible();
  await expect(menu.progress).toHaveAttribute('role', 'progressbar');
  await expect(menu.progress).toHaveAttribute('aria-valuenow', '0');
  await expect(menu.button).toHaveAttribute('aria-disabled', 'true');
  await menu.cancel.click();
  gif.release();
  await expect(menu.status).toHaveText('Export cancelled. The playhead is back where it was.');
  await expect(menu.progress).toBeHidden();
  await app.expectPlayheadAt(2);
  await page.waitForTimeout(1000);
  expect(downloads).toEqual([]);

  // Not cancelled, the file comes (its code is here now), the progress bar goes and the playhead
  // is where it was.
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await menu.choose('gif');
  expect((await downloading).suggestedFilename()).toBe(`${SLUG}.gif`);
  await expect(menu.progress).toBeHidden();
  await expect(menu.status).toHaveText(`Saved ${SLUG}.gif.`);
  await app.expectPlayheadAt(2);
});

test('a format whose code cannot be loaded says so, and the next try works', async ({ page }) => {
  const app = new WorkbenchPage(page);
  const menu = new ExportMenu(page);
  let refuse = true;
  await page.route(/\/assets\/svgExport-[^/]*\.js$/, (route) =>
    refuse ? route.abort() : route.continue(),
  );
  await app.open('seed-demo');
  await app.waitForTrace();
  await menu.choose('svg');
  await expect(menu.error).toHaveAttribute('role', 'alert');
  await expect(menu.error).toHaveText(
    'The SVG could not be made. The export code could not be loaded. Check your connection and try again.',
  );
  // A module that failed to load stays failed in this page (import() remembers); a reload works.
  refuse = false;
  await page.reload();
  await app.waitForTrace();
  const file = await menu.download('svg');
  expect(file.name).toBe(`${SLUG}-step-0.svg`);
  await expect(menu.error).toBeHidden();
});

test('the menu opened before its code has come opens where the key asked', async ({ page }) => {
  // The menu loads when first wanted (ExportButton.tsx): held back here, the key that asked for
  // it is not lost, and the menu opens at the last item once it comes.
  const code = await holdBack(page, 'ExportMenu');
  const app = new WorkbenchPage(page);
  const menu = new ExportMenu(page);
  await page.goto('/playground?scenario=seed-demo&step=2');
  await app.waitForTrace();
  await menu.button.focus();
  await page.keyboard.press('ArrowUp');
  await expect(menu.list).toHaveCount(0);
  code.release();
  await expect(menu.item('gif')).toBeFocused();
  await expect(menu.button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu.button).toBeFocused();
  await app.expectPlayheadAt(1);
});

test('the menu works from the keyboard and leaves the playhead alone', async ({ page }) => {
  const app = new WorkbenchPage(page);
  const menu = new ExportMenu(page);
  await page.goto('/playground?scenario=seed-demo&step=2');
  await app.waitForTrace();
  await app.expectPlayheadAt(1);
  await expect(menu.button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(menu.button).toHaveAttribute('aria-expanded', 'false');

  await menu.button.focus();
  await page.keyboard.press('Enter');
  await expect(menu.list).toBeVisible();
  await expect(menu.button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.item('svg')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.item('png')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.item('gif')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.item('svg')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.item('gif')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(menu.item('svg')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu.list).toBeHidden();
  await expect(menu.button).toBeFocused();
  // None of those keys moved the playhead (arrows and Home are the player's shortcuts too).
  await app.expectPlayheadAt(1);

  // Space opens it too; ArrowDown on the button opens it at the first item; Enter chooses.
  await page.keyboard.press('Space');
  await expect(menu.item('svg')).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowDown');
  await expect(menu.item('svg')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${SLUG}-step-2.png`);
  await expect(menu.button).toBeFocused();
  await app.expectPlayheadAt(1);
});

test.describe('on a Chinese page', () => {
  test('the menu is in Chinese and the SVG holds the Chinese caption', async ({ page }) => {
    const app = new WorkbenchPage(page);
    const menu = new ExportMenu(page);
    await page.goto('/playground?scenario=seed-demo&lang=zh-CN');
    await app.waitForTrace();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    // A step click puts the playhead there.
    await app.timelineStep(2).click();
    await app.expectPlayheadAt(2);
    await expect(menu.button).toHaveText('导出图片');
    await menu.button.click();
    for (const format of ['svg', 'png', 'gif'] as const)
      await expect(menu.item(format)).toHaveText(/\p{Script=Han}/u);
    await page.keyboard.press('Escape');

    const file = await menu.download('svg');
    expect(file.name).toMatch(/-step-3\.svg$/);
    await expect(menu.status).toHaveText(`已保存 ${file.name}。`);
    const text = file.bytes.toString('utf8');
    const svg = await menu.readSvg(text);
    expectStandalone(text, svg);
    const caption = await captionTexts(page);
    expect(caption.some((c) => /\p{Script=Han}/u.test(c))).toBe(true);
    expectCaption(svg, caption);
    // The font stack can set Chinese on any platform.
    expect(text).toMatch(/font-family="[^"]*(PingFang SC|Noto Sans CJK SC|Microsoft YaHei)/);
  });
});

test.describe('in the dark theme', () => {
  test('the SVG has the dark background and the dark theme colours', async ({ page }) => {
    const app = new WorkbenchPage(page);
    const menu = new ExportMenu(page);
    await app.open('seed-demo');
    await app.waitForTrace();
    await new ThemeSwitch(page).choose('Dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The keyboard's End puts the playhead on the last step.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('End');
    const steps = await page.getByTestId('timeline-step').count();
    await app.expectPlayheadAt(steps - 1);

    const file = await menu.download('svg');
    const text = file.bytes.toString('utf8');
    const svg = await menu.readSvg(text);
    expectStandalone(text, svg);
    expect(svg.background).toBe(DARK_BG);
    expect(text).toContain(`fill="${DARK_FG}"`);
    expect(text).not.toContain(LIGHT_FG);
    expectCaption(svg, await captionTexts(page));
  });
});
