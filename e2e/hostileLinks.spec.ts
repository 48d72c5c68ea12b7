// Share and exercise links are untrusted: anyone can craft one. A scenario whose every text (title,
// job, worker and action names, notes, payloads, keys) carries HTML is opened where links open — the
// playground, the studio, an embed on another site and a shared exercise — and shows that HTML as
// text: no element of it reaches the page, and nothing of it runs. (The CSP would stop an inline
// handler that did reach the page; this holds the layer before it.)
import { expect, test } from './fixtures';
import type { Frame, Page } from '@playwright/test';
import { encodeShareFragment } from '../src/content/links/shareLink';
import { makeExerciseFragment } from '../src/content/links/exerciseLink';
import { parseScenarioYaml } from '../src/engine/parseScenario';
import { EmbedFrame } from './pages/EmbedFrame';
import { ExercisePage } from './pages/ExercisePage';
import { StudioPage } from './pages/StudioPage';
import { WorkbenchPage } from './pages/WorkbenchPage';

const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=2</script>';
const SVG = '"><svg onload="window.__pwned=3">';
const LINK = '[open me](javascript:window.__pwned=4)';
const A = `A${IMG}`;
const B = `B${SVG}`;
const MARK = `<b>mark</b>${SCRIPT}`;

// JSON is YAML: every string is quoted as it is, with nothing for YAML to read into it.
const HOSTILE = JSON.stringify({
  title: `Lease ${IMG}`,
  ttl: 5,
  job: `job${SCRIPT}`,
  sql: { [MARK]: 'SELECT 1' },
  steps: [
    { at: 0, worker: A, do: 'claim', expect: 'granted', note: `A claims ${LINK} ${IMG}` },
    { at: 1, worker: A, do: 'pause', until: 7, note: `${SCRIPT} A stalls` },
    { at: 6, worker: B, do: 'claim', expect: 'granted', key: `k${IMG}` },
    { at: 6, worker: B, do: MARK, note: SVG },
    { at: 7, worker: A, do: 'commit', expect: 'rejected', payload: `p${IMG}` },
    { at: 7, worker: B, do: 'commit', expect: 'accepted', note: `**done** ${LINK}` },
  ],
});

/** What would show that a payload became markup, and whether any of it ran. */
async function injected(target: Page | Frame): Promise<{ elements: string[]; ran: unknown }> {
  return target.evaluate(() => {
    const selector = [
      'img[src="x"]',
      '[onerror]',
      '[onload]',
      'script:not([src])',
      'a[href^="javascript:" i]',
      'b',
    ].join(',');
    return {
      elements: [...document.querySelectorAll(selector)].map((e) => e.outerHTML.slice(0, 80)),
      ran: (window as unknown as { __pwned?: unknown }).__pwned,
    };
  });
}

async function expectInert(target: Page | Frame): Promise<void> {
  expect(await injected(target)).toEqual({ elements: [], ran: undefined });
}

test.describe('a link whose texts carry HTML shows them as text', () => {
  test('in the playground: the title, names and notes are text, and nothing runs', async ({
    page,
  }) => {
    const app = new WorkbenchPage(page);
    await page.goto(`/playground#${encodeShareFragment(HOSTILE)}`);
    await app.waitForTrace();
    await expect(app.title).toHaveText(`Lease ${IMG}`);
    await app.seekEnd();
    await expect(page.getByTestId('trace')).toContainText(A);
    await expect(page.getByTestId('trace')).toContainText(B);
    await expect(page.getByTestId('trace')).toContainText('<b>mark</b>');
    await expectInert(page);
  });

  test('in the studio: the lanes, steps and title field hold the text as written', async ({
    page,
  }) => {
    const studio = new StudioPage(page);
    await studio.open(`#${encodeShareFragment(HOSTILE)}`);
    await expect(studio.steps()).toHaveCount(6);
    await expect(studio.titleInput).toHaveValue(`Lease ${IMG}`);
    await expect(studio.root).toContainText(A);
    await expect(studio.root).toContainText(B);
    await expectInert(page);
  });

  test('in an embed on another site: the frame shows the text, and neither page runs it', async ({
    page,
  }) => {
    const embed = await EmbedFrame.onAnotherSite(
      page,
      EmbedFrame.iframe(`/embed#${encodeShareFragment(HOSTILE)}`),
    );
    await embed.waitForTrace();
    await expect(embed.title).toHaveText(`Lease ${IMG}`);
    const frame = page.frames().find((f) => f.url().includes('/embed'));
    expect(frame).toBeDefined();
    await expectInert(frame!);
    await expectInert(page);
  });

  test('in a shared exercise: the title, instructions and the timeline are text', async ({
    page,
  }) => {
    const parsed = parseScenarioYaml(HOSTILE);
    if (!parsed.ok) throw new Error('the hostile scenario should parse');
    const made = makeExerciseFragment(parsed.scenario, {
      edit: ['commit'],
      starter: { commit: "UPDATE jobs SET state='done' WHERE id=:job" },
      title: `Fence it ${SVG}`,
      instructions: `Make ${A} fail. ${LINK}\n\n${SCRIPT}`,
      safe: true,
    });
    if (!made.ok) throw new Error(`the exercise link should be made: ${made.refusal.kind}`);
    const exercise = new ExercisePage(page);
    await page.goto(`/exercise#${made.fragment}`);
    await expect(exercise.title).toHaveText(`Fence it ${SVG}`);
    // Prose is Markdown (its quotes come out curly); the tag in it is text all the same.
    await expect(exercise.instructions).toContainText('Make A<img src=x onerror=');
    await expect(exercise.instructions).toContainText('<script>window.__pwned=2</script>');
    await expect(exercise.predict).toContainText(A);
    await expectInert(page);
  });
});
