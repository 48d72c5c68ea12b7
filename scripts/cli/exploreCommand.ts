// `explore <file> [--json]`: is the scenario's SQL safe on every schedule of its model? Load,
// validate, search in a killable worker, print the verdict or the counterexample, pick the exit code.
import { formatIssue, parseYaml, validateScenario } from '../../src/engine/index';
import type { ExploreResult } from '../../src/engine/explore/explore';
import { describeModel } from '../../src/engine/explore/model';
import { createNodeExplorer } from '../../src/sql/nodeHost';
import { traceJson } from './format';
import { readInput, type CliResult } from './runCommand';
import { exactJson } from '../../src/engine/values';

/** 0 safe within the bound, 1 a counterexample, 2 invalid input, 3 no verdict (a bound, a runaway, out of memory). */
export const EXPLORE_EXIT = { safe: 0, unsafe: 1, invalid: 2, noVerdict: 3 } as const;

/** Explores one scenario file: the contract's exit codes, plus 3 when there is no verdict. */
export async function exploreCommand(
  file: string,
  json: boolean,
  timeLimitMs?: number,
): Promise<CliResult> {
  const input = readInput(file);
  if ('error' in input) return invalid([input.error]);
  const yaml = parseYaml(input.text, file);
  if (!yaml.ok) return invalid(yaml.issues.map(formatIssue));
  const parsed = validateScenario(yaml.data, yaml.locate, file);
  if (!parsed.ok) return invalid(parsed.issues.map(formatIssue));

  const explorer = createNodeExplorer(timeLimitMs);
  try {
    const outcome = await explorer.explore(parsed.scenario);
    if (outcome.kind !== 'done') {
      const message = outcome.kind === 'runaway' ? outcome.message : 'the search was cancelled';
      return { code: EXPLORE_EXIT.noVerdict, stdout: '', stderr: `${file}: ${message}` };
    }
    const r = outcome.result;
    if (r.verdict === 'invalid') {
      const field = r.schemaError === null ? 'steps' : 'schema';
      const line = yaml.locate([field]);
      return invalid([formatIssue({ file, line, field, message: r.summary })]);
    }
    const code = EXPLORE_EXIT[r.verdict === 'bound' ? 'noVerdict' : r.verdict];
    const stdout = json
      ? exactJson(resultJson(parsed.scenario.title, r), 2)
      : resultText(parsed.scenario.title, r);
    return { code, stdout, stderr: '' };
  } finally {
    explorer.dispose();
  }
}

function resultText(title: string, r: ExploreResult): string {
  const from = r.derived
    ? 'read off the steps; the file has no explore: block'
    : "the file's explore: block";
  const out = [title, '', `Model (${from}): ${describeModel(r.model)}`, '', r.summary];
  const cx = r.counterexample;
  if (cx) {
    out.push('', 'The breaking schedule, as a scenario (save it and `npm run cli -- run` it):', '');
    out.push(cx.yaml.trimEnd());
  }
  return out.join('\n');
}

function resultJson(title: string, r: ExploreResult) {
  const cx = r.counterexample;
  return {
    title,
    verdict: r.verdict,
    safe: r.verdict === 'safe',
    summary: r.summary,
    model: r.model,
    derived: r.derived,
    schedules: r.schedules,
    states: r.states,
    stoppedBy: r.stoppedBy,
    counterexample: cx && {
      actions: cx.actions,
      shortest: cx.shortest,
      violation: cx.violation,
      explanation: cx.explanation,
      yaml: cx.yaml,
      run: traceJson(cx.trace),
    },
  };
}

function invalid(lines: string[]): CliResult {
  return { code: EXPLORE_EXIT.invalid, stdout: '', stderr: lines.join('\n') };
}
