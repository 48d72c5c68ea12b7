// Saved data is checked part by part on load: a part of the wrong shape is kept aside under its
// own `fencelab-corrupt-…` key, the rest loads, and one notice says what was reset. (A worker that
// fails during "Check my SQL": checkFailure.spec.ts.)
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { LessonPage } from './pages/LessonPage';
import { PART_LABELS, SavedData, type PartKey } from './pages/SavedData';
import { StudioPage } from './pages/StudioPage';
import { WorkbenchPage } from './pages/WorkbenchPage';

const SHIPPED_TITLE = 'A stale worker resumes after takeover';
const EDITED_TITLE = 'My edited seed demo';
const STUDIO_TITLE = 'My saved studio draft';

const seedYaml = readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8');
const editedYaml = seedYaml.replace(/^title: .*$/m, `title: ${EDITED_TITLE}`);

/** A valid value of every part, each recognisable on its page. */
const VALID: Record<PartKey, unknown> = {
  editor: { drafts: { 'seed-demo': editedYaml } },
  lesson: {
    progress: {
      'lease-is-not-a-lock': {
        status: 'in-progress',
        sql: {},
        hints: 1,
        predictions: {},
        predicted: false,
        solvedAt: null,
      },
    },
  },
  studio: {
    drafts: {
      d1: {
        id: 'd1',
        title: STUDIO_TITLE,
        text: `title: ${STUDIO_TITLE}\nttl: 5\njob: report-42\nsteps:\n  - { at: 0, worker: A, do: claim }\n`,
        savedAt: 1_700_000_000_000,
      },
    },
    lastDraftId: 'd1',
  },
  review: {
    cards: {},
    history: [{ card: 'question/why-fence-after-lease-expires', rating: 'good', at: 1, due: 2 }],
    newPerDay: 20,
  },
  practice: { timer: { on: true, seconds: 90 }, mock: null, kept: {} },
  exercise: { kept: {} },
};

/** Wrong shapes of each part. */
const BAD: Record<PartKey, unknown[]> = {
  editor: [{ foo: 1 }, { drafts: { 'seed-demo': 5 } }],
  lesson: [{ foo: 1 }],
  studio: [{ foo: 1 }],
  review: [{ foo: 1 }],
  practice: [{ foo: 1 }, { timer: null, mock: { foo: 1 } }],
  exercise: [{ foo: 1 }, { kept: [] }],
};

const PARTS = Object.keys(PART_LABELS) as PartKey[];

/**
 * The pages that read each part. A part's first bad value is tried on every page; a further one
 * (a subtler wrong shape) on the home page and the pages that read the part.
 */
const READ_ON: Record<PartKey, string[]> = {
  editor: ['/', '/playground'],
  lesson: ['/', '/lessons', '/lessons/lease-is-not-a-lock'],
  studio: ['/', '/studio'],
  review: ['/', '/practice/review'],
  practice: ['/', '/practice', '/practice/mock'],
  exercise: ['/'],
};

/** Every route, how to tell it loaded, and what it shows of a part when that part loaded as saved. */
interface RouteCheck {
  path: string;
  ready(page: Page): Promise<void>;
  shows?: { part: PartKey; check(page: Page): Promise<void> };
}

const ROUTES: RouteCheck[] = [
  {
    path: '/',
    ready: (page) => expect(page.getByTestId('story').getByTestId('timeline')).toBeVisible(),
  },
  {
    path: '/playground',
    ready: (page) => new WorkbenchPage(page).waitForTrace(),
    shows: {
      part: 'editor',
      check: (page) => expect(new WorkbenchPage(page).title).toHaveText(EDITED_TITLE),
    },
  },
  {
    path: '/lessons',
    ready: (page) => expect(page.getByTestId('lessons-progress')).toBeVisible(),
    shows: {
      part: 'lesson',
      check: (page) =>
        expect(page.locator('[data-lesson="lease-is-not-a-lock"]')).toHaveAttribute(
          'data-status',
          'in-progress',
        ),
    },
  },
  {
    path: '/lessons/lease-is-not-a-lock',
    ready: (page) =>
      expect(new LessonPage(page).root).toHaveAttribute('data-lesson', 'lease-is-not-a-lock'),
    shows: {
      part: 'lesson',
      check: (page) => expect(new LessonPage(page).status).toHaveText('In progress'),
    },
  },
  {
    path: '/practice',
    ready: (page) => expect(page.getByTestId('question-picker')).toBeVisible(),
    shows: {
      part: 'practice',
      check: (page) => expect(page.getByTestId('timer-seconds')).toHaveValue('90'),
    },
  },
  {
    path: '/practice/mock',
    ready: (page) => expect(page.getByTestId('mock-setup')).toBeVisible(),
  },
  {
    path: '/practice/review',
    ready: (page) =>
      expect(page.getByTestId('review-page')).toHaveAttribute('data-ready', 'true', {
        timeout: 20_000,
      }),
    shows: {
      part: 'review',
      check: (page) => expect(page.getByTestId('review-entry')).toHaveCount(1),
    },
  },
  {
    path: '/practice/drills',
    ready: (page) =>
      expect(page.getByTestId('drills-page')).toHaveAttribute('data-status', 'ready', {
        timeout: 20_000,
      }),
  },
  {
    path: '/studio',
    ready: (page) => expect(new StudioPage(page).root).toBeVisible(),
    shows: {
      part: 'studio',
      check: (page) =>
        expect(new StudioPage(page).drafts().filter({ hasText: STUDIO_TITLE })).toHaveCount(1),
    },
  },
];

/** Follows a header link away from `path` and checks the page it leads to is there. */
async function headerNavWorks(page: Page, path: string): Promise<void> {
  if (path.startsWith('/lessons')) {
    await page.getByTestId('nav-practice').click();
    await expect(page).toHaveURL(/\/practice(\?question=[\w-]+)?$/);
    await expect(page.getByTestId('question-picker')).toBeVisible();
  } else {
    await page.getByTestId('nav-lessons').click();
    await expect(page).toHaveURL(/\/lessons$/);
    await expect(page.getByTestId('lessons-progress')).toBeVisible();
  }
}

for (const part of PARTS) {
  test(`a bad ${part} part is kept aside, named in one notice, and the rest loads on every page`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const saved = new SavedData(page);
    for (const path of READ_ON[part]) expect(ROUTES.map((r) => r.path)).toContain(path);
    for (const [k, bad] of BAD[part].entries()) {
      const state = { ...VALID, [part]: bad };
      // Each load of this page starts again from this saved data (see seedEveryLoad).
      await saved.seedEveryLoad({ state, version: 9 });

      for (const route of ROUTES.filter((r) => k === 0 || READ_ON[part].includes(r.path))) {
        const where = `${part} = ${JSON.stringify(bad)} at ${route.path}`;
        await page.goto(route.path);
        await expect(saved.nav, where).toBeVisible();
        await route.ready(page);
        await expect(saved.pageFailed, where).toHaveCount(0);

        // One notice, naming this part and no other.
        await expect(saved.notice, where).toHaveCount(1);
        await expect(saved.notice, where).toHaveAttribute('role', 'alert');
        await expect(saved.notice, where).toContainText(PART_LABELS[part]);
        for (const other of PARTS.filter((p) => p !== part))
          await expect(saved.notice, where).not.toContainText(PART_LABELS[other]);

        // Kept aside exactly as saved, under one key of its own.
        const aside = await saved.keptAside(part);
        expect(aside, where).toHaveLength(1);
        expect(aside[0]![1], where).toBe(JSON.stringify(bad));
        expect(await saved.corruptKeys(), where).toHaveLength(1);

        // The other parts loaded as saved, and are still saved so.
        if (route.shows && route.shows.part !== part) await route.shows.check(page);
        if (route.path === '/playground' && part === 'editor')
          await expect(new WorkbenchPage(page).title, where).toHaveText(SHIPPED_TITLE);
        const now = await saved.savedState();
        for (const other of PARTS.filter((p) => p !== part))
          expect(now[other], `${where}: ${other}`).toEqual(VALID[other]);

        await headerNavWorks(page, route.path);
      }

      // OK puts the notice away.
      await saved.notice.getByRole('button', { name: 'OK' }).click();
      await expect(saved.notice).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
}

test('corrupt JSON is kept aside whole and the app says so', async ({ page }) => {
  const text = '{"state": {"editor": ';
  const saved = new SavedData(page);
  const app = new WorkbenchPage(page);
  await saved.seedOnce(text);

  await page.goto('/playground');
  await app.waitForTrace();
  await expect(app.title).toHaveText(SHIPPED_TITLE);
  await expect(saved.notice).toHaveAttribute('role', 'alert');
  await expect(saved.notice).toContainText('all saved data (it could not be read)');
  const aside = await saved.keptAside('all');
  expect(aside).toHaveLength(1);
  expect(aside[0]![1]).toBe(text);
  expect(await saved.corruptKeys()).toHaveLength(1);
  await headerNavWorks(page, '/');

  // What the app saves next is JSON again, and the next load has nothing to say.
  await saved.notice.getByRole('button', { name: 'OK' }).click();
  await expect(saved.notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('lessons-progress')).toBeVisible();
  await expect(saved.notice).toHaveCount(0);
  expect((await saved.keptAside('all'))[0]![1]).toBe(text);
});
