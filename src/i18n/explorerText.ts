// The schedule explorer's words in the page's language: its verdicts, and the title and notes of a
// counterexample. The engine (src/engine/explore) writes the same sentences in English, its counts
// grouped the English way; they are rebuilt here from the result's facts, so the English is the
// engine's word for word (explorerText.test.ts), and every count is a plural message's `#`, which
// Lingui formats with Intl.NumberFormat in the page's locale. Ticks, tokens and byte counts stay
// as the engine writes them (text, so not grouped by thousands).
import type { Counterexample, CounterexampleNote, ExploreResult } from '../engine/explore/explore';
import { runOrder } from '../engine/runOrder';
import type { Scenario, Trace } from '../engine/types';
import { findingText } from './findingText';
import { t } from './i18n';

/** The counterexample's violation and the rule it breaks, as explore.ts says it, in words. */
export function counterexampleExplanation(cx: Counterexample): string {
  const v = cx.violation;
  const found = findingText(v);
  if (found === null) return cx.explanation;
  const meaning = {
    'stale-write': () => t('explorer.rule.stale-write'),
    'double-grant': () => t('explorer.rule.double-grant'),
    'token-regression': () => t('explorer.rule.token-regression'),
    'write-after-cancel': () => t('explorer.rule.write-after-cancel'),
  }[v.rule]();
  return t('explorer.breaks', { found, rule: v.rule, meaning });
}

/** "1 state", "4,096 states": the explorer's unit of work. */
export const statesCount = (n: number): string => t('explorer.count.states', { n });

/** A memory budget: "256 MB" from a mebibyte up (rounded), else "20000 bytes". */
export function memoryBudget(bytes: number): string {
  const mib = 1024 * 1024;
  return bytes >= mib
    ? t('explorer.budget.megabytes', { mb: String(Math.round(bytes / mib)) })
    : t('explorer.budget.bytes', { bytes: String(bytes) });
}

/** The sentence for a schema that failed, SQLite's own message in it as `error`. */
export const schemaFailed = (error: string): string => t('explorer.schemaFailed', { error });

/** The explorer's verdict in one or two sentences: the result's `summary`, in the page's language. */
export function exploreSummary(r: ExploreResult): string {
  const cx = r.counterexample;
  const distinct = () => t('explorer.count.distinctStates', { n: r.states });
  // The search's own memory budget stopped it; without a budget, the worker ran out of memory.
  const budget = r.stoppedBy === 'memory' ? r.memoryBudgetBytes : null;
  if (cx) {
    const explanation = counterexampleExplanation(cx);
    if (cx.shortest) return t('explorer.unsafe.shortest', { n: cx.actions, explanation });
    if (budget !== null)
      return t('explorer.unsafe.boundedMemory', {
        n: cx.actions,
        budget: memoryBudget(budget),
        states: distinct(),
        explanation,
      });
    return t('explorer.unsafe.bounded', {
      n: cx.actions,
      states: statesCount(r.model.maxStates),
      explanation,
    });
  }
  if (r.verdict === 'safe')
    return t('explorer.safe', {
      schedules: t('explorer.count.schedules', { n: r.schedules ?? 0 }),
      states: distinct(),
      horizon: r.model.horizon,
    });
  if (r.verdict === 'invalid')
    return r.invalidBy === 'schema' ? schemaFailed(r.schemaSqlError ?? '') : t('explorer.nothing');
  // No verdict: a bound stopped the search.
  if (r.stoppedBy !== 'memory')
    return t('explorer.bound.states', { states: statesCount(r.model.maxStates) });
  if (budget !== null)
    return t('explorer.bound.memory', { budget: memoryBudget(budget), states: distinct() });
  return t('explorer.outOfMemory', { states: distinct() });
}

/** A counterexample's title: "Counterexample: " and the explored scenario's. */
export const counterexampleTitle = (cx: Counterexample): string =>
  t('explorer.cx.title', { title: cx.exploredTitle });

/** One note of a counterexample's steps (a stall, or the explanation on the last step). */
export function counterexampleNote(cx: Counterexample, note: CounterexampleNote): string {
  if (note.kind === 'explanation') return counterexampleExplanation(cx);
  // As the engine counts them: one tick, else ticks (the count as text, not grouped).
  const values = { actor: note.actor, n: String(note.ticks) };
  return t(note.ticks === 1 ? 'explorer.cx.stall.one' : 'explorer.cx.stall.other', values);
}

/**
 * The counterexample's scenario and run with its title and notes in the page's language, or null
 * when they already read so (an English page: the engine wrote them). Its `yaml` is the caller's
 * to write again from the scenario (scenarioToYaml, which loads the YAML library).
 */
export function counterexampleWords(
  cx: Counterexample,
): { scenario: Scenario; trace: Trace } | null {
  const title = counterexampleTitle(cx);
  const notes = new Map(cx.notes.map((n) => [n.step, counterexampleNote(cx, n)]));
  const same =
    title === cx.scenario.title &&
    [...notes].every(([k, note]) => cx.scenario.steps[k]?.note === note);
  if (same) return null;
  const steps = cx.scenario.steps.map((s, k) => {
    const note = notes.get(k);
    return note === undefined ? s : { ...s, note };
  });
  // A trace's steps are in run order; the scenario's index of each is its file order.
  const order = runOrder(cx.scenario.steps);
  const traceSteps = cx.trace.steps.map((s, i) => {
    const note = notes.get(order[i] ?? -1);
    return note === undefined ? s : { ...s, note };
  });
  return {
    scenario: { ...cx.scenario, title, steps },
    trace: { ...cx.trace, title, steps: traceSteps },
  };
}
