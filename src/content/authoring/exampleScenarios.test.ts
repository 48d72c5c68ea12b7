// Every example in lessons/scenarios runs to the result it publishes: its expects, its violations
// and the numbers the docs quote. The tables below were worked out by hand from the SQL first.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatIssue,
  parseScenarioYaml,
  runScenario,
  type Scenario,
  type SqlPort,
  type StepTrace,
  type Trace,
  type ViolationRule,
} from '../../engine';
import { createNodePort } from '../../sql/nodePort';

const DIR = fileURLToPath(new URL('../../../lessons/scenarios/', import.meta.url));
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith('.scenario.yaml'))
  .sort();

// The runaway example only ends when a supervisor stops its query, so running it in-process here
// would hang. It is parsed below; src/sql/supervisor.test.ts runs it under the supervisor.
const NEEDS_SUPERVISOR = new Set(['runaway.scenario.yaml']);

/** The violations each example publishes, as [rule, step index in run order]. */
const PUBLISHED_VIOLATIONS: Record<string, Array<[ViolationRule, number]>> = {
  'seed-demo.scenario.yaml': [],
  'naive-unfenced-finish.scenario.yaml': [['stale-write', 3]],
  'highest-token-store.scenario.yaml': [['stale-write', 3]],
  'renew-after-takeover.scenario.yaml': [],
  'cancel-before-finish.scenario.yaml': [],
  'attempt-id-recovery.scenario.yaml': [],
  'case-study-verification.scenario.yaml': [],
  'save-then-complete-gap.scenario.yaml': [],
  'locked-check-and-save.scenario.yaml': [],
  'per-batch-fence.scenario.yaml': [],
  'stale-fail-and-reset.scenario.yaml': [],
  'healthy-attempt-swept.scenario.yaml': [],
  'input-revision-cancel.scenario.yaml': [],
  'failed-is-terminal.scenario.yaml': [],
  'calls-versus-results.scenario.yaml': [],
  'retried-commit.scenario.yaml': [],
  'reconcile-after-cancel.scenario.yaml': [],
  'clock-skew-claim.scenario.yaml': [['double-grant', 1]],
  'same-tick-ordering.scenario.yaml': [],
  'coordinator-restart.scenario.yaml': [
    ['token-regression', 3],
    ['stale-write', 5],
  ],
  'restart-with-epoch.scenario.yaml': [],
};

let port: SqlPort;
const traces = new Map<string, Trace>();

beforeAll(async () => {
  port = await createNodePort();
});

function parse(file: string): Scenario {
  const parsed = parseScenarioYaml(readFileSync(DIR + file, 'utf8'), file);
  if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join('\n'));
  return parsed.scenario;
}

function trace(file: string): Trace {
  let t = traces.get(file);
  if (!t) traces.set(file, (t = runScenario(parse(file), port)));
  return t;
}

/** The one step of `actor` doing `action` at tick `at`. */
function step(t: Trace, at: number, actor: string, action: string): StepTrace {
  const found = t.steps.filter((s) => s.at === at && s.actor === actor && s.do === action);
  expect(found, `${actor} ${action} at t=${at}`).toHaveLength(1);
  return found[0] as StepTrace;
}

/** The first row of `table` as a record, after step `s` (default: the last step). */
function row(
  t: Trace,
  table: string,
  s: StepTrace | undefined = t.steps.at(-1),
): Record<string, unknown> {
  const snap = s?.tables.find((tb) => tb.name === table);
  const values = snap?.rows[0] ?? [];
  return Object.fromEntries((snap?.columns ?? []).map((c, k) => [c, values[k]]));
}

describe('the example scenarios', () => {
  it('have a published result for every file, and a file for every published result', () => {
    const run = FILES.filter((f) => !NEEDS_SUPERVISOR.has(f));
    expect(run).toEqual(Object.keys(PUBLISHED_VIOLATIONS).sort());
  });

  for (const file of FILES) {
    describe(file, () => {
      it('parses without issues', () => {
        expect(() => parse(file)).not.toThrow();
      });

      if (NEEDS_SUPERVISOR.has(file)) return;

      it('states an expected outcome on every step that runs SQL', () => {
        const silent = parse(file).steps.filter(
          (s) => s.do !== 'pause' && s.do !== 'crash' && s.expect === undefined,
        );
        expect(silent.map((s) => `line ${s.line}: ${s.actor} ${s.do}`)).toEqual([]);
      });

      it('meets every expected outcome it states', () => {
        const t = trace(file);
        const unmet = t.steps
          .filter((s) => s.met === false)
          .map(
            (s) => `step ${s.i} (${s.actor} ${s.do} at t=${s.at}): ${s.outcome}, not ${s.expect}`,
          );
        expect(t.schemaError).toBeNull();
        expect(unmet).toEqual([]);
        expect(t.ok).toBe(true);
      });

      it('has exactly the violations it publishes', () => {
        const t = trace(file);
        const found = t.violations.map((v) => [v.rule, v.step]);
        expect(found).toEqual(PUBLISHED_VIOLATIONS[file]);
        expect(t.safe).toBe(found.length === 0);
      });
    });
  }
});

describe('the published numbers', () => {
  it('the seed demo grants tokens 1 and 2', () => {
    const t = trace('seed-demo.scenario.yaml');
    expect(step(t, 0, 'A', 'claim').token).toBe(1);
    expect(step(t, 6, 'B', 'claim').token).toBe(2);
  });

  it("the seed demo's stale finish changes 0 rows and the new finish changes 1", () => {
    const t = trace('seed-demo.scenario.yaml');
    expect(step(t, 7, 'A', 'commit').changes).toBe(0);
    expect(step(t, 7, 'B', 'commit').changes).toBe(1);
    expect(row(t, 'jobs')).toMatchObject({ owner: 'B', fence: 2, state: 'done', result: 'B@7' });
  });

  it("the naive finish keeps A's stale result and turns B away", () => {
    const t = trace('naive-unfenced-finish.scenario.yaml');
    expect(step(t, 7, 'A', 'commit')).toMatchObject({ outcome: 'accepted', changes: 1, token: 1 });
    expect(step(t, 7, 'B', 'commit').changes).toBe(0);
    expect(row(t, 'jobs')).toMatchObject({ owner: 'B', fence: 2, result: 'A@7' });
  });

  it('the highest-token store sees tokens 41 and 42', () => {
    const t = trace('highest-token-store.scenario.yaml');
    expect(step(t, 0, 'A', 'claim').token).toBe(41);
    expect(step(t, 6, 'B', 'claim').token).toBe(42);
  });

  it('the highest-token store accepts 41 before 42 arrives and rejects it after', () => {
    const t = trace('highest-token-store.scenario.yaml');
    expect(step(t, 7, 'A', 'write')).toMatchObject({ outcome: 'accepted', token: 41 });
    expect(step(t, 9, 'A', 'write')).toMatchObject({ outcome: 'rejected', token: 41 });
    expect(row(t, 'storage')).toMatchObject({ body: 'B@8', max_token: 42 });
  });

  it("the old owner's renewal changes nothing and the new owner's moves its lease to t=16", () => {
    const t = trace('renew-after-takeover.scenario.yaml');
    expect(step(t, 10, 'A', 'renew').changes).toBe(0);
    const renewal = step(t, 11, 'B', 'renew');
    expect(renewal.changes).toBe(1);
    expect(row(t, 'jobs', renewal)).toMatchObject({ owner: 'B', lease_until: 16 });
  });

  it('a cancelled job stays cancelled: the finish and a later claim both fail', () => {
    const t = trace('cancel-before-finish.scenario.yaml');
    expect(step(t, 3, 'A', 'commit').changes).toBe(0);
    expect(step(t, 6, 'B', 'claim').token).toBeNull();
    expect(row(t, 'jobs')).toMatchObject({ state: 'cancelled', result: null });
  });

  it('the attempt-id flow hands out two different text tokens and notes that they cannot be ordered', () => {
    const t = trace('attempt-id-recovery.scenario.yaml');
    const a = step(t, 0, 'A', 'claim').token;
    const b = step(t, 9, 'B', 'claim').token;
    expect(a).toMatch(/^[0-9a-f]{8}$/);
    expect(b).toMatch(/^[0-9a-f]{8}$/);
    expect(a).not.toBe(b);
    expect(t.notices.length).toBeGreaterThan(0);
    for (const n of t.notices) expect(n).toContain('is not a number');
    expect(row(t, 'jobs')).toMatchObject({ status: 'DONE', attempt: b, result: 'B@12' });
  });

  it('the skewed clock grants B token 2 at t=3 while A still holds token 1', () => {
    const t = trace('clock-skew-claim.scenario.yaml');
    expect(step(t, 0, 'A', 'claim').token).toBe(1);
    expect(step(t, 3, 'B', 'claim').token).toBe(2);
    expect(t.violations[0]?.message).toContain('still live until t=5');
  });

  it('at the same tick file order decides, and a lease is over at its until', () => {
    const t = trace('same-tick-ordering.scenario.yaml');
    expect(step(t, 0, 'B', 'claim')).toMatchObject({ outcome: 'denied', token: null });
    expect(step(t, 5, 'A', 'commit').outcome).toBe('rejected');
    expect(step(t, 5, 'B', 'claim').token).toBe(2);
  });
});
