// `explore <file> [--json]`: is the scenario's SQL safe on every schedule of its model? Load,
// validate, search in a killable worker, print the verdict or the counterexample, pick the exit code.
import { parseYaml, validateScenario } from '../../src/engine/index';
import type { ExploreResult } from '../../src/engine/explore/explore';
import { describeModel } from '../../src/engine/explore/model';
import { exactJson } from '../../src/engine/values';
import { t } from '../../src/i18n/i18n';
import { issueLine } from '../../src/i18n/issueText';
import { createNodeExplorer } from '../../src/sql/nodeHost';
import { verdictSummary } from '../../src/i18n/verdictSummary';
import { traceJson } from './format';
import { readInput, type CliResult } from './runCommand';
import { schemaErrorText } from '../../src/i18n/stepErrorText';

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
  if (!yaml.ok) return invalid(yaml.issues.map(issueLine));
  const parsed = validateScenario(yaml.data, yaml.locate, file);
  if (!parsed.ok) return invalid(parsed.issues.map(issueLine));

  const explorer = createNodeExplorer(timeLimitMs);
  try {
    const outcome = await explorer.explore(parsed.scenario);
    if (outcome.kind !== 'done') {
      const message =
        outcome.kind === 'runaway'
          ? t('explorer.runaway', { ms: String(outcome.timeLimitMs) })
          : t('cli.explore.cancelled');
      return {
        code: EXPLORE_EXIT.noVerdict,
        stdout: '',
        stderr: t('cli.at.file', { file, message }),
      };
    }
    const r = outcome.result;
    if (r.verdict === 'invalid') {
      const field = r.schemaError === null ? 'steps' : 'schema';
      const line = yaml.locate([field]);
      const message =
        r.schemaError === null
          ? verdictSummary(r)
          : schemaErrorText(
              r.schemaSqlError === null ? null : { kind: 'sql', sqlite: r.schemaSqlError },
              r.schemaError,
            );
      return invalid([issueLine({ file, line, field, message })]);
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

/**
 * The verdict in the current language, with what the reductions stood for and why workers were
 * kept apart; the model (the file's own words) and the YAML stay.
 */
export function resultText(title: string, r: ExploreResult): string {
  const model = describeModel(r.model);
  const from = t(r.derived ? 'cli.explore.model.derived' : 'cli.explore.model.block', { model });
  const out = [title, '', from, '', verdictSummary(r)];
  const cx = r.counterexample;
  if (cx) {
    out.push('', t('cli.explore.counterexample'), '');
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
    reduction: r.reduction,
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
