// What the lessons claim about PostgreSQL itself: the scenarios of lessons/postgres/ (begin/end,
// waits, isolation levels), run again on the server `lessons:check --engine postgres` opened. A
// claim holds when every `expect:` is met and the run shows what its recording shows (the trace the
// app plays at /recorded/<name>): each step's outcome, token, violations, warnings and error.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatIssue } from '../../src/engine/yamlSource';
import { parseScenarioYaml } from '../../src/engine/parseScenario';
import type { Trace } from '../../src/engine/types';
import { runOnPostgres } from '../../src/pg/pgRunner';
import type { PgServer } from '../../src/pg/server';
import { fixturePath, recordedScenarios, type Recording } from '../recordPostgres';
import { differences, stepLabel } from './compare';

export interface RecordedReport {
  files: number;
  problems: string[];
}

/** The lines for a run whose expectations are not all met. */
export function unmetLines(file: string, trace: Trace): string[] {
  return trace.steps.flatMap((s, i) =>
    s.met === false
      ? [
          `${file}: ${stepLabel(trace, i)}: expected ${s.expect ?? '?'}, was ${s.outcome} on PostgreSQL`,
        ]
      : [],
  );
}

/** The lines for where a fresh run differs from the recording the app plays. */
export function recordingLines(file: string, recorded: Trace, fresh: Trace): string[] {
  return differences(recorded, fresh).map(
    (d) =>
      `${file}: ${stepLabel(recorded, d.step)}: ${d.field} ${d.sqlite} in the recording, ` +
      `${d.postgres} on this server: run npm run record:postgres and read the lesson again`,
  );
}

/** Runs every recorded scenario under `root`/postgres on `server`. */
export async function checkRecorded(root: string, server: PgServer): Promise<RecordedReport> {
  const dir = join(root, 'postgres');
  if (!existsSync(dir)) return { files: 0, problems: [] };
  const files = recordedScenarios(dir);
  const problems: string[] = [];
  for (const file of files) {
    const parsed = parseScenarioYaml(readFileSync(file, 'utf8'), file, { sessions: true });
    if (!parsed.ok) {
      problems.push(...parsed.issues.map(formatIssue));
      continue;
    }
    const trace = await runOnPostgres(parsed.scenario, server);
    problems.push(...unmetLines(file, trace));
    const fixture = fixturePath(file);
    if (!existsSync(fixture)) continue; // the SQLite pass says a recording is missing
    const recording = JSON.parse(readFileSync(fixture, 'utf8')) as Recording;
    problems.push(...recordingLines(file, recording.trace, trace));
  }
  return { files: files.length, problems };
}
