import { describe, expect, it } from 'vitest';
import { run } from '../../testing/engine';
import { diffTraces } from './traceDiff';

const FENCED = `title: Seed
ttl: 5
job: r
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 1, worker: A, do: pause, until: 7 }
  - { at: 6, worker: B, do: claim }
  - { at: 7, worker: A, do: commit }
  - { at: 7, worker: B, do: commit }
`;
const NAIVE = FENCED.replace(
  'steps:',
  "sql:\n  commit: |\n    UPDATE jobs SET state='done', result=:payload WHERE id=:job AND state='running'\nsteps:",
);

describe('the difference of two runs of one timeline', () => {
  it('pairs the steps and marks those whose outcome or violations differ', async () => {
    const diff = diffTraces(await run(FENCED), await run(NAIVE));
    const differing = diff.steps.filter((s) => s.differs);
    expect(differing.map((s) => [s.i, s.actor, s.a, s.b, s.bRules])).toEqual([
      [3, 'A', 'rejected', 'accepted', ['stale-write']],
      [4, 'B', 'accepted', 'rejected', []],
    ]);
    expect(diff.stepsDiffering).toBe(2);
  });

  it('marks the final table cells that differ, and only those', async () => {
    const diff = diffTraces(await run(FENCED), await run(NAIVE));
    const jobs = diff.tables.find((t) => t.name === 'jobs');
    expect(jobs?.differs).toBe(true);
    const result = jobs?.columns.indexOf('result') ?? -1;
    expect(jobs?.rows[0]?.[result]).toEqual({ a: 'B@7', b: 'A@7', differs: true });
    expect(jobs?.rows[0]?.filter((c) => c.differs)).toHaveLength(1);
    expect(diff.tables.find((t) => t.name === 'storage')?.differs).toBe(false);
    expect(diff.cellsDiffering).toBe(1);
  });

  it('finds nothing between two runs of the same SQL', async () => {
    const diff = diffTraces(await run(FENCED), await run(FENCED));
    expect([diff.stepsDiffering, diff.cellsDiffering]).toEqual([0, 0]);
  });

  it('shows a column only one run has, with the other side missing', async () => {
    const extra = FENCED.replace(
      'job: r',
      "job: r\nschema: |\n  CREATE TABLE jobs(id TEXT PRIMARY KEY, owner TEXT, lease_until INTEGER NOT NULL DEFAULT 0, fence INTEGER NOT NULL DEFAULT 0, state TEXT NOT NULL DEFAULT 'ready', result TEXT, note TEXT);\n  INSERT INTO jobs(id) VALUES (:job);",
    );
    const diff = diffTraces(await run(FENCED), await run(extra));
    const jobs = diff.tables.find((t) => t.name === 'jobs');
    expect(jobs?.columns.at(-1)).toBe('note');
    expect(jobs?.rows[0]?.at(-1)).toEqual({ a: null, b: 'NULL', differs: true });
    expect(diff.tables.find((t) => t.name === 'storage')).toMatchObject({ differs: true });
  });
});
