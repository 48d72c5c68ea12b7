// `run <file> [--json]`: load, validate, run in a killable worker, print, and pick the exit code.
import { readFileSync } from 'node:fs';
import { parseYaml, validateScenario } from '../../src/engine/index';
import { refusedSql } from '../../src/engine/refusedSql';
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
): Promise<CliResult> {
  const input = readInput(file);
  if ('error' in input) return { code: EXIT.invalid, stdout: '', stderr: input.error };
  const yaml = parseYaml(input.text, file);
  if (!yaml.ok) return invalid(yaml.issues.map(issueLine));
  const parsed = validateScenario(yaml.data, yaml.locate, file);
  if (!parsed.ok) return invalid(parsed.issues.map(issueLine));

  const supervisor = createNodeSupervisor(timeLimitMs);
  try {
    const trace = await supervisor.run(parsed.scenario);
    if (trace.schemaError !== null) {
      const line = yaml.locate(['schema']);
      const message = schemaErrorText(trace.schemaErrorFacts, trace.schemaError);
      return invalid([issueLine({ file, line, field: 'schema', message })]);
    }
    const refused = refusedSql(trace, parsed.scenario, input.text, yaml.locate, file);
    if (refused.length > 0) return invalid(refused.map(issueLine));
    const stdout = json ? exactJson(traceJson(trace), 2) : traceTable(trace);
    return { code: trace.ok ? EXIT.ok : EXIT.unmet, stdout, stderr: '' };
  } finally {
    supervisor.dispose();
  }
}

function invalid(lines: string[]): CliResult {
  return { code: EXIT.invalid, stdout: '', stderr: lines.join('\n') };
}
