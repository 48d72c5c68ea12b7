// `lessons:check --engine postgres` runs the PostgreSQL-only scenarios again (recorded.ts), on a real
// PostgreSQL: a claim that holds passes, an expectation the server does not meet fails with its
// step, and a run that no longer looks like the recording the lessons link to fails too.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServer, type PgServer } from '../../src/pg/server';
import { fixturePath, type Recording } from '../recordPostgres';
import { checkRecorded } from './recorded';

/** The race of lesson 9 on PostgreSQL: both the cancel request and the finish succeed. */
const RACE = readFileSync('lessons/postgres/cancel-request-race.scenario.yaml', 'utf8');
const RECORDING = readFileSync('lessons/postgres/cancel-request-race.trace.json', 'utf8');

let server: PgServer;
beforeAll(async () => {
  server = await openServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** A lessons root (relative, as the check names files) with one recorded scenario in it. */
function rootWith(yaml: string, recording: string | null): string {
  const root = relative(process.cwd(), mkdtempSync(join(tmpdir(), 'fencelab-recorded-')));
  mkdirSync(join(root, 'postgres'));
  const file = join(root, 'postgres', 'race.scenario.yaml');
  writeFileSync(file, yaml);
  if (recording !== null) writeFileSync(fixturePath(file), recording);
  return root;
}

describe('the recorded PostgreSQL claims in lessons:check --engine postgres', () => {
  it('pass when every expectation is met and every step is as recorded', async () => {
    const r = await checkRecorded(rootWith(RACE, RECORDING), server);
    expect(r).toEqual({ files: 1, problems: [] });
  });

  it('fail on a claim the server does not bear out, naming the step', async () => {
    // "The finish is rejected": what the lesson would say if it believed the subquery re-checks.
    const wrong = RACE.replace(
      /do: commit,\n(\s+)expect: accepted/,
      'do: commit,\n$1expect: rejected',
    );
    expect(wrong).not.toBe(RACE);
    const root = rootWith(wrong, RECORDING);
    const r = await checkRecorded(root, server);
    expect(r.problems).toEqual([
      `${root}/postgres/race.scenario.yaml: step 3 (t=2, A, commit): expected rejected, was accepted on PostgreSQL`,
    ]);
  });

  it('fail when the run no longer shows what the recording shows', async () => {
    const recording = JSON.parse(RECORDING) as Recording;
    const commit = recording.trace.steps[3];
    if (!commit) throw new Error('the recording has no step 3');
    commit.outcome = 'rejected';
    recording.trace.violations = [];
    const root = rootWith(RACE, JSON.stringify(recording));
    const r = await checkRecorded(root, server);
    expect(r.problems).toEqual([
      `${root}/postgres/race.scenario.yaml: step 3 (t=2, A, commit): outcome rejected in the recording, accepted on this server: run npm run record:postgres and read the lesson again`,
      `${root}/postgres/race.scenario.yaml: step 3 (t=2, A, commit): violations none in the recording, write-after-cancel on this server: run npm run record:postgres and read the lesson again`,
    ]);
  });
});
