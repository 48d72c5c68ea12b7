import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { parse } from 'yaml';
import { holdBack } from './pages/holdBack';
import { LessonPage } from './pages/LessonPage';

const FENCED =
  "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND owner=:worker AND lease_until > :now AND state='running'";

test.describe('with a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('the app and lesson 1 come in Chinese, <html lang> says so', async ({ page }) => {
    await page.goto('/lessons/lease-is-not-a-lock');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('navigation', { name: '主导航' })).toContainText('课程');
    // The lesson's title; the player's scenario title is an h2 too, once the run is shown.
    await expect(page.getByRole('heading', { level: 2 }).first()).toContainText('租约（lease）');
    await expect(page.getByText('第 1 课，共 21 课')).toBeVisible();
    // The lesson's words are the translation's; its SQL is the English file's, unchanged.
    await expect(page.getByRole('heading', { name: '为什么任务要有租约' })).toBeVisible();
    await expect(page.locator('.lesson-text pre').first()).toContainText(
      "UPDATE jobs SET owner=:worker, lease_until=:now + :ttl, state='running'",
    );
    // The timeline's steps carry the translated notes (drawn behind the veil once the learner is
    // at the predictions).
    await new LessonPage(page).toPredictions();
    await expect(page.getByTestId('lesson-player')).toContainText('B 接管');
  });

  test('a lesson names its place and its neighbours in Chinese, fetching no other lesson’s words', async ({
    page,
  }) => {
    const titleOf = (file: string) =>
      (parse(readFileSync(`lessons/zh-CN/${file}.lesson.yaml`, 'utf8')) as { title: string }).title;
    // The course's titles and summaries (and the question bank's titles) wait: the lesson's own
    // JSON carries its neighbours'.
    const words = await holdBack(page, 'zh-CN');
    await page.goto('/lessons/longer-ttl-moves-the-problem');
    await expect(page.getByText('第 2 课，共 21 课')).toBeVisible();
    const pager = page.getByRole('navigation', { name: '上一课与下一课' });
    await expect(pager.getByRole('link').first()).toHaveText(
      `← ${titleOf('01-lease-is-not-a-lock')}`,
    );
    await expect(pager.getByTestId('next-lesson')).toHaveText(`${titleOf('03-fencing-token')} →`);
    expect(words.asked()).toBe(false);
    // The lesson list asks for them, and shows them once they come.
    await page.getByTestId('lesson-page').getByRole('link', { name: '课程', exact: true }).click();
    await expect.poll(() => words.asked()).toBe(true);
    words.release();
    await expect(page.getByTestId('lesson-item').nth(2)).toContainText(titleOf('03-fencing-token'));
  });

  test('?lang=en wins over the browser, and is remembered', async ({ page }) => {
    await page.goto('/lessons?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Lessons');
    await page.goto('/lessons');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('the header switches the language, keeps the address, and the choice lasts', async ({
  page,
}) => {
  await page.goto('/lessons/fencing-token?timeline=same-name-with-token');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('language-switch').locator('select').selectOption('zh-CN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveURL(
    /\/lessons\/fencing-token\?timeline=same-name-with-token&lang=zh-CN$/,
  );
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByText('租约与 fencing token')).toBeVisible();
});

test.describe('the glossary', () => {
  test.use({ locale: 'zh-CN' });

  test('a lesson links a term where it first appears; focus shows its definition; the glossary has it', async ({
    page,
  }) => {
    await page.goto('/lessons/lease-is-not-a-lock');
    const term = page.locator('.lesson-text a.term', { hasText: '租约' });
    await expect(term).toHaveCount(1);
    const tip = page.locator('#term-tip-lease');
    await expect(tip).toBeHidden();
    await term.focus();
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('到期之后');
    await expect(term).toHaveAccessibleDescription(/到期之后/);
    await term.click();
    await expect(page).toHaveURL(/\/glossary#lease$/);
    await expect(page.getByRole('heading', { name: '术语表' })).toBeVisible();
    await expect(page.locator('#lease')).toContainText('英文：lease');
  });
});

test.describe('lesson 1 in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('read, predict, play, edit, check, solved — every step in Chinese', async ({ page }) => {
    const lesson = new LessonPage(page);
    const stepThree = page.locator('[data-testid="timeline-step"][data-step="3"]');
    await lesson.open('lease-is-not-a-lock');
    await expect(lesson.root.getByRole('heading', { name: '租约做不到的事' })).toBeVisible();
    await expect(lesson.veil).toContainText('请先做预测');
    for (const [step, outcome] of [
      [0, '领取成功'],
      [2, '领取成功'],
      [3, '已拒绝'],
      [4, '已接受'],
    ] as const)
      await lesson.predict
        .locator(`[data-testid="predict-step"][data-step="${step}"]`)
        .getByLabel(outcome, { exact: true })
        .check();
    await lesson.predict.getByTestId('submit-predictions').click();
    await expect(lesson.veil).toBeHidden();
    await page.keyboard.press('End');
    await expect(stepThree).toHaveAttribute('data-outcome', 'accepted');
    // The timeline's outcome words and the step list's are Chinese too.
    await expect(lesson.timeline.locator('.tl-outcome-label').first()).toHaveText('领取成功');
    const drawn = (await lesson.timeline.textContent()) ?? '';
    expect(drawn).not.toMatch(/granted|denied|accepted|rejected/);
    await expect(
      lesson.player.locator('[data-testid="step-row"][data-step="3"] [data-testid="step-outcome"]'),
    ).toHaveText('已接受');
    // The violation, labelled the Chinese way: a full-width colon, no space between sentences.
    await expect(lesson.player.getByTestId('violation')).toHaveText(
      'stale-write t=7，A commit：A（令牌 1）的 commit 在 t=7 被接受，但 B 已在 t=6 领取成功（令牌 2）。查看第 4 步',
    );

    await lesson.checkButton.click();
    await lesson.expectReport(false);
    await expect(lesson.report).toContainText('t=7 时 A 的 commit 应为“已拒绝”，实际为“已接受”。');
    await expect(lesson.status).toHaveText('进行中');

    await lesson.typeSql(FENCED);
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(stepThree).toHaveAttribute('data-outcome', 'rejected');
    // What the re-run changed is said in Chinese too.
    await expect(lesson.player.locator('[data-testid="step-row"][data-step="3"]')).toContainText(
      '已接受 → 已拒绝',
    );
    await lesson.checkButton.click();
    await expect(lesson.report).toHaveAttribute('data-passed', 'true', { timeout: 20_000 });
    await expect(lesson.status).toHaveText('已解决');
    await expect(lesson.explanation).toBeVisible();
    // The solution's diff, whose words load with it, says what it compares in Chinese.
    await page.getByTestId('show-solution').click();
    await expect(page.getByTestId('solution-diff')).toContainText('你的 SQL（−）对比参考答案（+）');
  });
});

test.describe('an interview round in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the picker lists every question by its Chinese title, and opens the one picked', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      const m = /\/assets\/([\w-]+)\.question-/.exec(r.url());
      if (m?.[1]) fetched.push(m[1]);
    });
    await page.goto('/practice');
    const picker = page.getByTestId('question-picker');
    await expect(page.getByTestId('round')).toBeVisible();
    const titles = await picker.locator('option').allTextContents();
    expect(titles.length).toBeGreaterThan(10);
    for (const title of titles) expect(title).toMatch(/\p{Script=Han}/u);
    // The core question opened, and only it was fetched: the titles come without the questions.
    expect(fetched).toEqual(['why-fence-after-lease-expires']);
    await picker.selectOption('redlock-no-fencing-token');
    await expect(page.getByTestId('round')).toHaveAttribute(
      'data-question',
      'redlock-no-fencing-token',
    );
    await expect(page.getByTestId('round-prompt')).toContainText('Redlock');
    expect(fetched).toEqual(['why-fence-after-lease-expires', 'redlock-no-fencing-token']);
  });

  // The core question's answer corpus: what the hint must find in each answer, held by
  // lessons:check in Node, and here in the browser's own segmenter, on the page a learner uses.
  const corpus = parse(
    readFileSync('lessons/questions/answers/why-fence-after-lease-expires.answers.yaml', 'utf8'),
  ) as { answers: { page: string; kind: string; text: string; points: number[] }[] };
  const onPage = corpus.answers.filter((a) => a.page === 'zh-CN');
  const cases = [
    onPage.find((a) => a.kind === 'right' && a.points.length === 5),
    onPage.find((a) => a.kind === 'wrong'),
    onPage.find((a) => a.kind === 'restated'),
    onPage.find((a) => a.kind === 'paraphrase' && !/\p{Script=Han}/u.test(a.text)),
  ];

  for (const answer of cases) {
    test(`a ${answer?.kind} answer gets the hints its corpus entry says`, async ({ page }) => {
      if (!answer) throw new Error('the core corpus lacks a case this test reads');
      await page.goto('/practice');
      await page.getByTestId('question-picker').selectOption('why-fence-after-lease-expires');
      const round = page.getByTestId('round');
      await expect(round).toHaveAttribute('data-question', 'why-fence-after-lease-expires');
      await expect(page.getByTestId('round-prompt')).toContainText('fencing token');
      await round.getByRole('textbox').fill(answer.text);
      await page.getByTestId('reveal').click();
      const points = page.getByTestId('key-point');
      await expect(points).toHaveCount(5);
      for (let k = 0; k < 5; k++)
        await expect(points.nth(k)).toHaveAttribute(
          'data-mentioned',
          String(answer.points.includes(k + 1)),
        );
    });
  }
});
