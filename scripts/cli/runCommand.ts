// `run <file> [--json] [--engine sqlite|postgres]`: load, validate, run (in a killable worker on
// SQLite, or on PostgreSQL), print, and pick the exit code.
import { readFileSync } from 'node:fs';
import { parseYaml, validateScenario } from '../../src/engine/index';
import { refusedSql } from '../../src/engine/refusedSql';
import type { Scenario, Trace } from '../../src/engine/types';
import { exactJson } from '../../src/engine/values';
import { t } from '../../src/i18n/i18n';
import { issueLine } from '../../src/i18n/issueText';
import { createNodeSupervisor } from '../../src/sql/nodeHost';
import { traceJson, traceTable } from './format';
import { schemaErrorText } from '../../src/i18n/stepErrorText';

export interface CliResult {
  /** 0, 1 and 2 as the contract says; 3 only from `explore` (no verdict). */
  code: 0 | 1 | 2 | 3;
  stdout: string;
  stderr: string;
}

export const EXIT = { ok: 0, unmet: 1, invalid: 2 } as const;

/** Where `run` runs a scenario: sql.js (the contract's engine, the default) or PostgreSQL. */
export const ENGINES = ['sqlite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

/** Reads a file, or returns the one-line message a user needs when it cannot be read. */
export function readInput(file: string): { text: string } | { error: string } {
  try {
    return { text: readFileSync(file, 'utf8') };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? t('cli.read.noFile')
        : code === 'EISDIR'
          ? t('cli.read.folder')
          : String(code ?? e);
    return { error: t('cli.read.failed', { file, why }) };
  }
}

/** Runs one scenario file as the contract's `run` command does. */
export async function runCommand(
  file: string,
  json: boolean,
  timeLimitMs?: number,
  engine: Engine = 'sqlite',
): Promise<CliResult> {
  const input = readInput(file);
  if ('error' in input) return { code: EXIT.invalid, stdout: '', stderr: input.error };
  const yaml = parseYaml(input.text, file);
  if (!yaml.ok) return invalid(yaml.issues.map(issueLine));
  const sessions = engine === 'postgres';
  const parsed = validateScenario(yaml.data, yaml.locate, file, [], { sessions });
  if (!parsed.ok) return invalid(parsed.issues.map(issueLine));

  const run = await traceOf(parsed.scenario, engine, timeLimitMs);
  if ('error' in run) return invalid([t('cli.usage.problem', { problem: run.error })]);
  const { trace } = run;
  const note = 'note' in run && run.note !== undefined ? run.note : '';
  if (trace.schemaError !== null) {
    const line = yaml.locate(['schema']);
    const message = schemaErrorText(trace.schemaErrorFacts, trace.schemaError);
    return invalid([issueLine({ file, line, field: 'schema', message })]);
  }
  const refused = refusedSql(trace, parsed.scenario, input.text, yaml.locate, file);
  if (refused.length > 0) return invalid(refused.map(issueLine));
  const stdout = json ? exactJson(traceJson(trace), 2) : traceTable(trace);
  return { code: trace.ok ? EXIT.ok : EXIT.unmet, stdout, stderr: note };
}

/** The run's trace on the chosen engine, or why PostgreSQL could not be had. */
async function traceOf(
  scenario: Scenario,
  engine: Engine,
  timeLimitMs: number | undefined,
): Promise<{ trace: Trace; note?: string } | { error: string }> {
  if (engine === 'postgres') {
    const { traceOnPostgres } = await import('./postgresRun');
    return traceOnPostgres(scenario, timeLimitMs);
  }
  const supervisor = createNodeSupervisor(timeLimitMs);
  try {
    return { trace: await supervisor.run(scenario) };
  } finally {
    supervisor.dispose();
  }
}

function invalid(lines: string[]): CliResult {
  return { code: EXIT.invalid, stdout: '', stderr: lines.join('\n') };
}
