// A lesson printed for a handout (src/ui/lesson/print.css): the prose, the timeline as a figure
// with every mark, the exercise with its starter SQL and room to write, the follow-ups, no
// controls, light in either theme; and the PDF of it, read back as text, in both languages.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { LessonPage } from './pages/LessonPage';
import { A4, contains, occurrences, pdfText } from './pages/pdfText';
import { ThemeSwitch } from './pages/ThemeSwitch';

const LESSON = 'lease-is-not-a-lock';
/** The width of A4 inside the margins (190 mm), in CSS pixels. */
const A4_INSIDE = 718;

test('lesson 1 prints as a handout: prose, the final step as a figure, the exercise, no controls', async ({
  page,
}) => {
  const lesson = new LessonPage(page);
  await lesson.open(LESSON);
  const timeline = lesson.player.getByTestId('timeline');
  // Drawn behind the veil (the learner at the predictions; Ctrl+P draws it too: veilLoad.spec.ts).
  await lesson.toPredictions();
  await expect(timeline).toBeVisible();
  const last = (await lesson.timelineSteps.count()) - 1;
  expect(last).toBeGreaterThan(0);
  const before = await timeline.getAttribute('data-step');
  expect(before).not.toBe(String(last));
  const printed = page.getByTestId('print-exercise');
  await expect(printed).toBeHidden();
  // Chosen dark on screen; paper is light.
  const theme = new ThemeSwitch(page);
  await theme.choose('Dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.emulateMedia({ media: 'print' });

  // The timeline is a figure at its final step, not behind the prediction's veil.
  await expect(timeline).toHaveAttribute('data-step', String(last));
  await expect(
    lesson.player.locator(`[data-testid="timeline-step"][data-step="${last}"]`),
  ).toHaveAttribute('data-state', 'current');
  await expect(timeline).toBeVisible();
  await expect(lesson.veil).toBeHidden();
  expect(
    await lesson.player.evaluate((e) => [getComputedStyle(e).filter, getComputedStyle(e).opacity]),
  ).toEqual(['none', '1']);
  await expect(lesson.player.getByTestId('scenario-title')).toBeVisible();
  // The exercise comes after the whole player, not over its end (a wide page's sticky column).
  const playerBottom = await page
    .locator('.lesson-stage')
    .evaluate((e) => e.getBoundingClientRect().bottom);
  const exerciseTop = await page
    .getByTestId('exercise')
    .evaluate((e) => e.getBoundingClientRect().top);
  expect(exerciseTop).toBeGreaterThanOrEqual(playerBottom);

  // The prose, the exercise's prompt and its starter SQL with room to write the answer.
  await expect(lesson.root.locator('.lesson-text .prose').first()).toBeVisible();
  await expect(lesson.root.locator('.lesson-text h3').first()).toBeVisible();
  await expect(page.getByTestId('exercise').locator('.prose').first()).toBeVisible();
  await expect(page.getByTestId('predict')).toBeVisible();
  await expect(printed).toBeVisible();
  const action = printed.locator('[data-action="commit"]');
  await expect(action.locator('pre')).toHaveText(
    "UPDATE jobs SET state='done', result=:payload\nWHERE id=:job",
  );
  expect(await action.locator('.lesson-print-line').count()).toBeGreaterThanOrEqual(3);

  // No controls: no button anywhere (the timeline's steps are its marks, drawn), no playback bar,
  // no editor, no header or its switches, no story of the step at the playhead.
  await expect(page.locator('button:visible')).toHaveCount(0);
  await expect(
    page.locator('[role="button"]:visible:not([data-testid="timeline-step"])'),
  ).toHaveCount(0);
  await expect(page.getByTestId('playback')).toBeHidden();
  await expect(page.getByTestId('caption')).toBeHidden();
  await expect(lesson.editor).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByTestId('language-switch')).toBeHidden();
  await expect(theme.root).toBeHidden();
  await expect(page.getByTestId('lesson-sql')).toBeHidden();
  await expect(page.locator('summary:visible')).toHaveCount(0);

  // Dark on light, whatever the theme on screen.
  const colours = await page.evaluate(() => ({
    scheme: getComputedStyle(document.documentElement).colorScheme,
    text: getComputedStyle(document.body).color,
    paper: getComputedStyle(document.body).backgroundColor,
  }));
  expect(colours).toEqual({
    scheme: 'light',
    text: 'rgb(27, 31, 36)',
    paper: 'rgb(255, 255, 255)',
  });

  const pdf = await page.pdf({ ...A4, printBackground: false });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.byteLength).toBeGreaterThan(10_000);

  // Back on screen, the playhead is where the learner left it, and the controls are back.
  await page.emulateMedia({ media: 'screen' });
  await expect(timeline).toHaveAttribute('data-step', before ?? '-1');
  await expect(page.getByTestId('playback')).toBeVisible();
  await expect(printed).toBeHidden();
});

test('printed from a phone, a timeline wider than the paper is scaled to it, lane names and all', async ({
  page,
}) => {
  // Lesson 4's timeline needs more room than a phone gives it: on screen it scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const lesson = new LessonPage(page);
  await lesson.open('renew-with-owner-and-token');
  await lesson.toPredictions();
  await expect(lesson.timeline).toBeVisible();
  const last = (await lesson.timelineSteps.count()) - 1;
  await page.emulateMedia({ media: 'print' });
  await expect(lesson.timeline).toHaveAttribute('data-step', String(last));

  // Every step, its write arrow and its outcome's word are drawn.
  for (const step of await lesson.timelineSteps.all()) await expect(step).toBeVisible();
  for (const arrow of await lesson.timeline.getByTestId('write-arrow').all())
    await expect(arrow).toBeVisible();

  const box = await lesson.timeline.evaluate((el) => {
    const rect = (e: Element | null) => e!.getBoundingClientRect();
    const svg = el.querySelector('.timeline-svg')!;
    const gutter = el.querySelector('.tl-gutter')!;
    const legend = el.parentElement!.querySelector('.tl-legend');
    return {
      box: rect(el).toJSON() as DOMRect,
      svg: rect(svg).toJSON() as DOMRect,
      gutter: rect(gutter).toJSON() as DOMRect,
      legendTop: legend ? rect(legend).top : null,
      svgScale: rect(svg).width / Number(svg.getAttribute('width')),
      gutterScale: rect(gutter).width / Number(gutter.getAttribute('width')),
    };
  });
  // Scaled down to fit the paper.
  expect(box.svgScale).toBeLessThan(1);
  expect(box.svg.right).toBeLessThanOrEqual(box.box.right + 0.5);
  // The lane names' column at the figure's scale: over the room the figure leaves it, no more
  // (the bars start right of it), and no taller than the figure (the legend is below).
  expect(box.gutterScale).toBeCloseTo(box.svgScale, 2);
  expect(box.gutter.bottom).toBeLessThanOrEqual(box.svg.bottom + 0.5);
  expect(box.legendTop).not.toBeNull();
  expect(box.gutter.bottom).toBeLessThanOrEqual(box.legendTop! + 0.5);
});

/** What lesson 1's handout says, in each language. */
const HANDOUTS = [
  {
    lang: 'en',
    title: 'A lease lets others take over; it does not stop the old worker',
    prose: 'A queue hands a job to a worker. If the worker dies, the job must not wait forever',
    headings: ['Your turn', 'The starter SQL of commit', 'Follow-up questions', 'Pitfalls'],
    followUp: 'Why not let A check its own clock before finishing?',
    /** The words lesson 1's timeline draws for how its writes ended (the claims, the commits). */
    outcomes: ['granted', 'accepted'],
    absent: ['Press Play', 'Skip the prediction', 'Show the answer', 'Check my SQL', 'Reset'],
  },
  {
    lang: 'zh-CN',
    title: '租约（lease）能让别人接管，却拦不住旧 worker',
    prose: '队列把任务交给 worker。worker 可能挂掉，任务却不能一直等下去',
    headings: ['轮到你了', 'commit 的初始 SQL', '追问', '常见陷阱'],
    followUp: '为什么不让 A 在完成写入前先看一眼自己的时钟？',
    outcomes: [],
    absent: ['按“播放”', '跳过预测', '查看答案', '检查 SQL'],
  },
];

for (const h of HANDOUTS) {
  test(`the PDF of lesson 1 (${h.lang}) reads as a handout: prose, every mark of the timeline, the starter SQL`, async ({
    page,
  }) => {
    const text = await printLesson(page, h.lang);
    const has = (part: string) => contains(text.pdf, part);
    expect(has(h.title), h.title).toBe(true);
    expect(has(h.prose), h.prose).toBe(true);
    for (const heading of h.headings) expect(has(heading), heading).toBe(true);
    expect(has(h.followUp), h.followUp).toBe(true);
    expect(has("UPDATE jobs SET state='done', result=:payload WHERE id=:job")).toBe(true);
    for (const word of h.absent) expect(has(word), word).toBe(false);
    for (const word of h.outcomes) expect(text.outcomes).toContain(word);
    expectEveryMark(text);
  });
}

test('a lesson printed without print events (its playhead at the start) still shows every mark, and no "Press Play"', async ({
  page,
}) => {
  // As when a browser lays the page out for print again without telling it: the playhead stays
  // where the screen has it, before the first step.
  await page.addInitScript(() => {
    const listen = window.addEventListener.bind(window);
    window.addEventListener = ((type: string, ...rest: [EventListener, unknown?]) => {
      if (type !== 'beforeprint' && type !== 'afterprint')
        listen(type, ...(rest as [EventListener]));
    }) as typeof window.addEventListener;
    const match = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const list = match(query);
      if (query === 'print') list.addEventListener = () => undefined;
      return list;
    };
  });
  const text = await printLesson(page, 'en');
  await expect(new LessonPage(page).timeline).toHaveAttribute('data-step', '-1');
  expect(contains(text.pdf, 'Press Play')).toBe(false);
  expect(contains(text.pdf, 'Nothing has run yet')).toBe(false);
  expectEveryMark(text);
});

interface Printed {
  /** The PDF's text. */
  pdf: string;
  /** Each step of the timeline: what it does, and the texts it draws (whether shown or not). */
  steps: { do: string; texts: string[] }[];
  /** The outcome's word under each write arrow. */
  outcomes: string[];
  arrows: number;
  /** The page's text as printed, and the timeline's part of it. */
  page: string;
  timeline: string;
}

/** Opens lesson 1 at A4's width in `lang`, prints it to a PDF and reads it back. */
async function printLesson(page: Page, lang: string): Promise<Printed> {
  await page.setViewportSize({ width: A4_INSIDE, height: 1000 });
  const lesson = new LessonPage(page);
  await page.goto(`/lessons/${LESSON}?lang=${lang}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  // Drawn behind the veil (the learner at the predictions; Ctrl+P draws it too: veilLoad.spec.ts).
  await lesson.toPredictions();
  await expect(lesson.timeline).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const seen = await lesson.timeline.evaluate((timeline) => {
    const texts = (e: Element, selector: string) =>
      [...e.querySelectorAll(selector)].map((t) => t.textContent ?? '');
    return {
      steps: [...timeline.querySelectorAll('[data-testid="timeline-step"]')].map((g) => ({
        do: g.getAttribute('data-do') ?? '',
        texts: texts(g, 'text'),
      })),
      outcomes: texts(timeline, '[data-testid="write-arrow"] .tl-outcome-label'),
      arrows: timeline.querySelectorAll('[data-testid="write-arrow"]').length,
      page: document.body.innerText,
      timeline: (timeline as HTMLElement).innerText,
    };
  });
  const pdf = await pdfText(await page.pdf({ ...A4, printBackground: false }));
  return { pdf, ...seen };
}

/**
 * Every text a step of the timeline draws (its name, its token, its chip, its outcome's word, its
 * rule) is in the PDF: as often as the rest of the printed page has it, and once more for each
 * time a step draws it.
 */
function expectEveryMark(p: Printed): void {
  // Lesson 1's timeline: claims, a pause and commits, each write with its outcome's word.
  expect(p.steps.length).toBeGreaterThanOrEqual(5);
  for (const step of p.steps) expect(step.texts).toContain(step.do);
  expect(p.arrows).toBeGreaterThanOrEqual(4);
  expect(p.outcomes.filter((o) => o !== '')).toHaveLength(p.arrows);
  const drawn = p.steps.flatMap((step) => step.texts);
  expect(drawn).toContain('⚠ stale-write');
  // The tokens inside the marks are bare numbers, which the page has everywhere.
  const words = [...new Set(drawn)].filter((w) => /\D/.test(w));
  const missing = words
    .map((w) => ({
      word: w,
      inPdf: occurrences(p.pdf, w),
      expected:
        occurrences(p.page, w) - occurrences(p.timeline, w) + drawn.filter((d) => d === w).length,
    }))
    .filter((m) => m.inPdf < m.expected);
  expect(missing).toEqual([]);
}
