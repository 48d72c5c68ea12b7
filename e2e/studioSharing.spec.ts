// Sharing from the studio: its links open for a learner and back in the studio, a damaged link says
// so, "Share as exercise" makes an exercise link, and the embed code carries its page's language.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import LZString from 'lz-string';
import { encodeShareFragment } from '../src/content/links/shareLink';
import { REFERENCE_SQL } from '../src/engine/referenceSql';
import { EmbedFrame } from './pages/EmbedFrame';
import { StudioPage } from './pages/StudioPage';
import { WorkbenchPage } from './pages/WorkbenchPage';

test('a share link opens in the learner’s view and in the studio', async ({ page }) => {
  const studio = new StudioPage(page);
  await studio.open();
  await studio.fresh();
  await studio.addStep('A', 0, 'claim');
  await studio.addStep('B', 2, 'claim');
  const link = await studio.shareLink();

  // The link opens the workbench at its own address.
  expect(new URL(link).pathname).toBe('/playground');
  const learner = new WorkbenchPage(page);
  await page.goto(link);
  await learner.waitForTrace();
  await expect(learner.step(2, 'B', 'claim')).toHaveAttribute('data-outcome', 'denied');
  await expect(learner.title).toHaveText('A new timeline');

  await page.goto(link.replace('/playground#', '/studio#'));
  await expect(studio.steps()).toHaveCount(2);
  await studio.expectOutcome(2, 'B', 'claim', 'denied');
});

test('the share link says it was copied only when the clipboard took it', async ({
  page,
  context,
}) => {
  const studio = new StudioPage(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await studio.open();
  await studio.fresh();
  await studio.addStep('A', 0, 'claim');
  const link = await studio.shareLink();
  const label = page.locator('.studio-share label');
  await expect(label).toContainText('Share link (copied)');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A browser that refuses (a page over plain http on a LAN address has no clipboard at all).
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      get: () => ({ writeText: () => Promise.reject(new DOMException('no', 'NotAllowedError')) }),
    });
  });
  await page.reload();
  await studio.shareLink();
  await expect(label).not.toContainText('copied');
  await expect(label).toContainText('copying was refused here');
});

test('a link opened in the studio is saved as a draft only when it is edited', async ({ page }) => {
  const seed = readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8');
  const studio = new StudioPage(page);
  const savedDrafts = () =>
    page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('fencelab') ?? '{}') as {
        state?: { studio?: { drafts?: object } };
      };
      return Object.keys(saved.state?.studio?.drafts ?? {}).length;
    });
  await studio.open(`#${encodeShareFragment(seed)}`);
  await expect(studio.steps()).toHaveCount(5);
  await studio.expectOutcome(7, 'A', 'commit', 'rejected');
  await expect(studio.drafts()).toHaveCount(0);
  expect(await savedDrafts()).toBe(0);

  // Nothing saved yet, so the link stays in the address: a reload opens it again.
  await expect(page).toHaveURL(/#s=v1\./);
  await page.reload();
  await expect(studio.steps()).toHaveCount(5);
  await expect(studio.drafts()).toHaveCount(0);

  await studio.titleInput.fill('My copy of the seed demo');
  await expect(studio.drafts()).toHaveCount(1);
  await expect(studio.drafts()).toContainText('My copy of the seed demo');
  expect(await savedDrafts()).toBe(1);
  await expect(page).not.toHaveURL(/#s=/);
});

test('a tampered link shows a clear error, never a blank page', async ({ page }) => {
  const seed = readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8');
  const good = encodeShareFragment(seed);
  const tampered = `${good.slice(0, -6)}${good.slice(-6).split('').reverse().join('')}`;
  await page.goto(`/playground#${tampered}`);
  const alert = page.getByTestId('player-error');
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toHaveAttribute('data-kind', 'link');
  await expect(alert).toContainText('This share link is damaged');

  await page.goto(`/studio#${good.replace('s=v1.', 's=v9.')}`);
  await expect(page.getByTestId('studio-notice')).toContainText('another version of FenceLab');
});

test('"Share as exercise" prefills a starter it accepts as it is, never the scenario’s own SQL', async ({
  page,
}) => {
  const studio = new StudioPage(page);
  await studio.open();
  // The seed demo runs the reference commit: that is the answer, which the starter must not be.
  await studio.importFile('lessons/scenarios/seed-demo.scenario.yaml');
  await expect(studio.steps()).toHaveCount(5);
  await studio.button('Share as exercise…').click();
  const panel = page.getByTestId('share-exercise-panel');
  await panel.getByRole('checkbox', { name: 'commit', exact: true }).check();
  const starter = panel.locator('[data-testid="exercise-starter"][data-action="commit"]');
  await expect(starter).not.toHaveValue('');
  expect(await starter.inputValue()).not.toBe(REFERENCE_SQL.commit);
  await panel.getByTestId('make-exercise-link').click();
  await expect(panel.getByTestId('exercise-link')).toHaveValue(/\/exercise#x=v1\./, {
    timeout: 30_000,
  });
  await expect(panel.getByTestId('exercise-refusal')).toHaveCount(0);
  // What the learner starts from is the prefilled starter.
  const payload = LZString.decompressFromEncodedURIComponent(
    (await panel.getByTestId('exercise-link').inputValue()).split('.').at(-1) ?? '',
  );
  expect(payload).toContain(JSON.stringify(await starter.inputValue()).slice(1, -1));
});

for (const { page: lang, reader, html, title } of [
  { page: 'en', reader: 'zh-CN', html: 'en', title: 'Open in FenceLab' },
  { page: 'zh-CN', reader: 'en-US', html: 'zh-CN', title: '在 FenceLab 中打开' },
] as const)
  test.describe(`the studio's embed code made on the ${lang} page`, () => {
    // The reader's browser prefers the other language: the frame follows the code, not it.
    test.use({ locale: reader });

    test(`carries ${lang}, and the frame opens in it`, async ({ page }) => {
      const studio = new StudioPage(page);
      await page.goto(`/studio?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await studio.fresh(lang === 'en' ? 'New' : '新建');
      await studio.addStep('A', 0, 'claim');
      await page.getByTestId('studio-embed').click();
      const snippet = studio.root.getByTestId('embed-snippet');
      await expect(snippet).toHaveValue(new RegExp(`/embed\\?lang=${lang}#s=v1\\.`));
      const src = /<iframe src="([^"]+)"/.exec(await snippet.inputValue())?.[1] ?? '';
      const embed = await EmbedFrame.onAnotherSite(page, EmbedFrame.iframe(src));
      await embed.waitForTrace();
      await expect(embed.frame.locator('html')).toHaveAttribute('lang', html);
      await expect(embed.open).toContainText(title);
    });
  });
