import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { englishLeft } from './pages/englishLeft';
import { punctuationSpaces } from './pages/punctuationSpaces';
import { DrillsPage } from './pages/DrillsPage';
import { EditorPane } from './pages/EditorPane';
import { LessonPage } from './pages/LessonPage';
import { StudioPage } from './pages/StudioPage';

// With a Chinese browser, the pages stay Chinese while they are used, not just as they open: a
// verdict and its counterexample, a comparison, a broken file, a failing statement, a round
// revealed, a drill scored, a studio edit that breaks the scenario, a damaged link, a lesson's
// check. Each sentence the engine finds facts for (a violation, an input issue, a drill reason,
// an explorer verdict) is worded in Chinese; SQLite's own messages are code. Sentences set side
// by side are joined the Chinese way, with no space after a full-width mark.

const NAIVE_FINISH = "UPDATE jobs SET state='done', result=:payload WHERE id=:job";

/** No English left, and Chinese set as Chinese: no space after a full-width mark. */
async function readsAsChinese(page: Page): Promise<void> {
  expect(await englishLeft(page)).toEqual([]);
  expect(await punctuationSpaces(page)).toEqual([]);
}

async function openPlayground(page: Page, scenario: string): Promise<EditorPane> {
  await page.goto(`/playground?scenario=${scenario}`);
  await expect(page.getByTestId('trace')).toBeVisible({ timeout: 20_000 });
  const editor = new EditorPane(page);
  await editor.waitForEditor();
  return editor;
}

test.describe('with a Chinese browser, at work', () => {
  test.use({ locale: 'zh-CN' });

  test('the playground: an edit, its counterexample in the player, a comparison, Monaco itself', async ({
    page,
  }) => {
    const editor = await openPlayground(page, 'seed-demo');
    await editor.openTab('commit');
    await editor.replaceText(NAIVE_FINISH);
    await editor.runButton.click();
    await expect(page.getByTestId('violation').first()).toBeVisible({ timeout: 20_000 });
    await readsAsChinese(page);
    // What the edit changed, labelled with a full-width colon.
    await expect(page.getByTestId('changed-step')).toHaveText(
      't=7 A commit：已拒绝 → 已接受 ⚠ stale-write',
    );

    // Monaco's own words: its find box.
    await editor.monaco.locator('.view-lines').click();
    await page.keyboard.press('ControlOrMeta+f');
    const find = editor.monaco.locator('.find-widget textarea, .find-widget input').first();
    await expect(find).toHaveAttribute('placeholder', '查找');
    await page.keyboard.press('Escape');

    await page.getByTestId('explore-button').click();
    const verdict = page.getByTestId('explore-verdict');
    await expect(verdict).toHaveAttribute('data-verdict', 'unsafe', { timeout: 20_000 });
    await readsAsChinese(page);
    await page.getByTestId('explore-open').click();
    await expect(page.getByTestId('scenario-title')).toContainText('反例');
    await expect(page.locator('[data-testid="violation"][data-rule="stale-write"]')).toBeVisible();
    await page.keyboard.press('End');
    await readsAsChinese(page);

    await page.goto('/playground?scenario=seed-demo');
    await expect(page.getByTestId('trace')).toBeVisible({ timeout: 20_000 });
    await editor.waitForEditor();
    await editor.openTab('commit');
    await editor.replaceText(NAIVE_FINISH);
    const compare = page.getByTestId('compare');
    await compare.getByRole('radio').first().check();
    await compare.getByTestId('compare-run').click();
    await expect(page.getByTestId('compare-result')).toBeVisible({ timeout: 20_000 });
    await readsAsChinese(page);
  });

  test('the playground: a broken file and a failing statement', async ({ page }) => {
    const editor = await openPlayground(page, 'seed-demo');
    await editor.openTab('yaml');
    await editor.replaceText('title: 坏文件\nttl: 0\nsteps:\n- { at: 0, worker: A, do: claim }');
    await editor.runButton.click();
    await expect(editor.issues).toBeVisible({ timeout: 20_000 });
    await expect(editor.issues).toContainText('ttl');
    await readsAsChinese(page);

    await editor.replaceText(
      [
        'title: 一条跑不通的语句',
        'ttl: 5',
        "sql: { commit: 'UPDATE no_such_table SET x = 1' }",
        'steps:',
        '- { at: 0, worker: A, do: claim }',
        '- { at: 1, worker: A, do: commit }',
      ].join('\n'),
    );
    await editor.runButton.click();
    await expect(page.locator('[data-testid="timeline-step"][data-outcome="error"]')).toHaveCount(
      1,
      { timeout: 20_000 },
    );
    await page.keyboard.press('End');
    await readsAsChinese(page);
  });

  test('practice: a round answered and revealed, a drill scored', async ({ page }) => {
    await page.goto('/practice');
    await page.getByTestId('question-picker').selectOption('why-fence-after-lease-expires');
    const round = page.getByTestId('round');
    await round
      .getByRole('textbox')
      .fill('旧 worker 可能在 GC 停顿里睡过了租约，写入要带上 fencing token。');
    await page.getByTestId('reveal').click();
    await expect(round).toHaveAttribute('data-revealed', 'true');
    await round.getByRole('radio').nth(1).check();
    await readsAsChinese(page);

    const drills = new DrillsPage(page);
    await drills.open('?seed=12345&level=3');
    const n = await drills.writes.count();
    for (let k = 0; k < n; k++) await drills.writes.nth(k).getByRole('radio').first().check();
    await drills.submit.click();
    await expect(drills.root.getByTestId('drill-reason')).toHaveCount(n);
    await readsAsChinese(page);
  });

  test('the studio: an edit that breaks the scenario, a step in its own pause, a damaged link', async ({
    page,
  }) => {
    const studio = new StudioPage(page);
    await studio.open();
    await studio.root.getByRole('button', { name: '新建', exact: true }).click();
    await expect(studio.steps()).toHaveCount(0);
    await studio.addStep('A', 0, 'claim');
    await studio.addStep('A', 1, 'pause');
    await studio.addStep('A', 2, 'commit');
    await expect(page.getByTestId('step-issue').first()).toBeVisible();
    await readsAsChinese(page);

    const text = await studio.yaml.inputValue();
    await studio.yaml.fill(text.replace('ttl: 5', 'ttl: 0'));
    await expect(studio.issues).toContainText('studio.scenario.yaml');
    await readsAsChinese(page);

    await page.goto('/studio#s=v1.not-a-scenario');
    await expect(studio.root).toBeVisible();
    await expect(studio.notice.or(page.getByRole('alert')).first()).toBeVisible();
    await readsAsChinese(page);
  });

  test('lesson 1: a declared wrong answer, and one the explorer refutes', async ({ page }) => {
    const lesson = new LessonPage(page);
    await lesson.open('lease-is-not-a-lock');
    await page.getByTestId('predict-veil').getByRole('button').click();
    await lesson.typeSql(
      "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND owner=:worker",
    );
    await lesson.checkButton.click();
    await lesson.expectReport(false);
    await readsAsChinese(page);

    await lesson.typeSql(
      "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND owner=:worker AND lease_until > :now AND (state='running' OR :now < 2)",
    );
    await lesson.checkButton.click();
    await expect(page.getByTestId('check-schedules')).toHaveAttribute('data-verdict', 'unsafe', {
      timeout: 20_000,
    });
    await expect(page.getByTestId('scenario-title')).toContainText('反例');
    await page.keyboard.press('End');
    await readsAsChinese(page);
  });
});
