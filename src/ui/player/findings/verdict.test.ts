import { describe, expect, it } from 'vitest';
import { run } from '../../../testing/engine';
import { SEED_YAML } from '../../../testing/fixtures';
import { verdictOf } from './verdict';

const BAD_SCHEMA = `title: Broken schema
ttl: 5
schema: CREAT TABLE jobs (id TEXT)
steps:
  - { at: 0, worker: A, do: claim }
`;

/** The seed demo with two stated expectations, one of them (A's commit accepted) not met. */
const ONE_OF_TWO_UNMET = SEED_YAML.replace(
  '{ at: 7, worker: A, do: commit }',
  '{ at: 7, worker: A, do: commit, expect: accepted }',
).replace('{ at: 0, worker: A, do: claim }', '{ at: 0, worker: A, do: claim, expect: granted }');

describe('the verdict of a run', () => {
  it('says the schema failed, and never that expectations were unmet, when none were stated', async () => {
    const v = verdictOf(await run(BAD_SCHEMA));
    expect(v.schemaError).toMatch(/^The schema failed: .*CREAT/);
    expect(v.expectations.text).toBe('No step ran, so no expectation was checked.');
    expect(v.expectations.text).not.toMatch(/not met/);
    expect(v.safety).toBeNull();
  });

  it('says no expectation was stated when the scenario states none', async () => {
    const v = verdictOf(await run(SEED_YAML));
    expect(v.expectations).toEqual({ text: 'No expectation was stated.', bad: false });
    expect(v.safety).toEqual({ text: 'Safe.', bad: false });
  });

  it('counts the unmet expectations among the stated ones', async () => {
    const yaml = ONE_OF_TWO_UNMET;
    const v = verdictOf(await run(yaml));
    expect(v.expectations).toEqual({ text: '1 of 2 stated expectations were not met.', bad: true });
  });

  it("says a lesson's starter misses the expectations its fix must meet", async () => {
    const yaml = ONE_OF_TWO_UNMET;
    const trace = await run(yaml);
    expect(verdictOf(trace, 'starter').expectations.text).toBe(
      "The starter's SQL misses 1 of the 2 expectations, which say what the fixed SQL must do.",
    );
    expect(verdictOf(trace, 'mine').expectations.text).toMatch(/^Your SQL misses 1 of the 2/);
  });

  it('never says "Safe" beside a failure: an SQL error, or an unmet expectation', async () => {
    const broken = SEED_YAML.replace(
      '{ at: 7, worker: A, do: commit }',
      '{ at: 7, worker: A, do: oops }',
    ).replace('ttl: 5\n', 'ttl: 5\nsql:\n  oops: UPDATE nowhere SET x = 1\n');
    const withError = verdictOf(await run(broken));
    expect(withError.safety).toEqual({
      text: 'No rule broken, but step 4 raised an error.',
      bad: true,
    });
    const unmet = SEED_YAML.replace(
      '{ at: 0, worker: A, do: claim }',
      '{ at: 0, worker: A, do: claim, expect: denied }',
    );
    expect(verdictOf(await run(unmet)).safety).toEqual({ text: 'No rule broken.', bad: false });
  });

  it('says an empty timeline is empty', async () => {
    const v = verdictOf(await run('title: Nothing yet\nttl: 3\nsteps: []\n'));
    expect(v.expectations.text).toBe('The timeline is empty: there is no step to run yet.');
    expect(v.safety).toBeNull();
  });
});
