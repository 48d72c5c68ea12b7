import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { formatIssue } from '../../engine/yamlSource';
import { run, scenarioOf } from '../../testing/engine';
import { checkLessons } from '../authoring/checkLessons';
import { lessonSkeleton, slugOf } from './lessonSkeleton';
import { PLACEHOLDER } from './placeholder';

const SEED = scenarioOf(readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8'));
const check = async (text: string) =>
  (await checkLessons([{ file: 'x.lesson.yaml', text }], (s) => run(s))).issues.map(formatIssue);

/** What an author does: every placeholder replaced, a real source's address, a breaking starter. */
function fill(text: string): string {
  let n = 0;
  const doc = parseDocument(text.replaceAll(`${PLACEHOLDER} `, () => `Filled text ${++n}: `));
  doc.setIn(['exercise', 'starter', 'commit'], "UPDATE jobs SET state='done' WHERE id=:job\n");
  doc.setIn(['references', 0, 'url'], 'https://example.org/the-source');
  return doc.toString();
}

describe('the lesson skeleton', () => {
  it('makes a kebab-case id from a title', () => {
    expect(slugOf('A stale worker resumes after takeover!')).toBe(
      'a-stale-worker-resumes-after-takeover',
    );
    expect(slugOf('!!!')).toBe('new-lesson');
    // A title with no ASCII letter: an id of its own, the same for the same title.
    const zh = slugOf('租约过期后的旧写入');
    expect(zh).toMatch(/^lesson-[a-z0-9]+$/);
    expect(slugOf('租约过期后的旧写入')).toBe(zh);
    expect(slugOf('隔离令牌')).not.toBe(zh);
  });

  it('fails the checker while a placeholder is left, naming its line', async () => {
    const issues = await check(lessonSkeleton(SEED));
    expect(
      issues.some((i) => i.includes(`placeholder: a ${PLACEHOLDER} placeholder is left`)),
    ).toBe(true);
  });

  it('asks for variants once its placeholders are filled, and passes when every mutant is dealt with', async () => {
    const filled = fill(lessonSkeleton(SEED));
    expect(filled).not.toContain(PLACEHOLDER);
    expect(filled).toContain('# lessons:check derives plausible wrong answers from the solution');
    // The one timeline cannot tell the solution from its weaker mutants: the checker names them.
    const issues = await check(filled);
    expect(issues.length).toBeGreaterThan(0);
    expect(
      issues.every((i) => / exercise\.solution\.commit: a plausible wrong answer passes: /.test(i)),
    ).toBe(true);
    // An author answers each one (a variant, or a reason it cannot matter); here, a reason.
    const doc = parseDocument(filled);
    const survivors = issues.map((i) => /passes: commit (.*?), that is/.exec(i)?.[1] ?? '');
    doc.setIn(
      ['exercise', 'equivalent'],
      survivors.map((mutant) => ({ action: 'commit', mutant, why: 'The author says so.' })),
    );
    expect(await check(doc.toString())).toEqual([]);
  });
});
