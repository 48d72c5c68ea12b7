// The schedule explorer's words in the page's language: its verdicts (with what its reductions
// did, worded in reductionText.ts), the title and notes of a counterexample, and a running
// search's figures. The engine (src/engine/explore) writes the verdicts in English, its counts
// grouped the English way; they are rebuilt here from the result's facts, so for a search without
// reductions the English is the engine's word for word (explorerText.test.ts), and every count is
// a plural message's `#`, which Lingui formats with Intl.NumberFormat in the page's locale. Ticks,
// tokens and byte counts stay as the engine writes them (text, so not grouped by thousands).
import type { Counterexample, CounterexampleNote, ExploreResult } from '../engine/explore/explore';
import { runOrder } from '../engine/runOrder';
import { actorsOf } from '../engine/explore/model';
import type { ExploreModel, Scenario, Trace } from '../engine/types';
import { findingText } from './findingText';
import { t } from './i18n';
import { searchedClause, symmetryBlockText, symmetryClause } from './reductionText';

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

/** The figures a running search shows, as its estimate has them (src/state/exploreEstimate.ts). */
export interface ProgressFigures {
  states: number;
  statesPerSecond: number | null;
  secondsLeft: number | null;
}

/** A rate to two significant figures ("45,000", "1,200", "87"), so it does not flicker. */
export function roundedRate(perSecond: number): number {
  if (perSecond < 100) return Math.round(perSecond);
  const step = 10 ** (Math.floor(Math.log10(perSecond)) - 1);
  return Math.round(perSecond / step) * step;
}

/**
 * A running search in words: "12,345 states", "45,000 states/s" (null until it can be told) and
 * "about 3 s left", or "estimating…" while the search has no shape yet.
 */
export function progressWords(p: ProgressFigures): {
  states: string;
  rate: string | null;
  left: string;
} {
  const s = p.secondsLeft;
  const left =
    s === null
      ? t('explorer.progress.estimating')
      : s < 1
        ? t('explorer.progress.left.moment')
        : s < 90
          ? t('explorer.progress.left.seconds', { n: Math.round(s) })
          : t('explorer.progress.left.minutes', { n: Math.round(s / 60) });
  const rate = p.statesPerSecond;
  return {
    states: t('explorer.progress.states', { n: p.states }),
    rate: rate === null ? null : t('explorer.progress.rate', { n: roundedRate(rate) }),
    left,
  };
}

/** A memory budget: "256 MB" from a mebibyte up (rounded), else "20000 bytes". */
export function memoryBudget(bytes: number): string {
  const mib = 1024 * 1024;
  return bytes >= mib
    ? t('explorer.budget.megabytes', { mb: String(Math.round(bytes / mib)) })
    : t('explorer.budget.bytes', { bytes: String(bytes) });
}

/** The sentence for a schema that failed, SQLite's own message in it as `error`. */
export const schemaFailed = (error: string): string => t('explorer.schemaFailed', { error });

/**
 * The explorer's verdict in one or two sentences, in the page's language: the result's `summary`
 * for a search without reductions, and with them, what they did (symmetryClause) and why
 * workers were kept apart (symmetryBlockText).
 */
export function exploreSummary(r: ExploreResult): string {
  const block = symmetryBlockText(r);
  const verdict = exploreVerdict(r);
  return block === null ? verdict : t('explorer.sentences', { first: verdict, second: block });
}

/** The verdict with what the symmetry reduction stood for, but not why workers were kept apart. */
export function exploreVerdict(r: ExploreResult): string {
  const symmetry = symmetryClause(r);
  const cx = r.counterexample;
  if (cx?.shortest && symmetry !== null) {
    const explanation = counterexampleExplanation(cx);
    const searched = searchedClause(r);
    return t('explorer.unsafe.shortest.reduced', {
      n: cx.actions,
      symmetry: searched,
      explanation,
    });
  }
  if (r.verdict === 'safe' && symmetry !== null)
    return t('explorer.safe.reduced', {
      schedules: t('explorer.count.schedules', { n: r.schedules ?? 0 }),
      states: t('explorer.count.distinctStates', { n: r.states }),
      symmetry,
      horizon: r.model.horizon,
    });
  const plain = plainVerdict(r);
  if (symmetry === null || r.verdict === 'invalid') return plain;
  const note = t('explorer.reduction.note', { symmetry });
  return t('explorer.sentences', { first: plain, second: note });
}

/** The verdict as the engine words it (its `summary`), from the facts. */
function plainVerdict(r: ExploreResult): string {
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

/**
 * What a search covered, for a learner: who runs what, up to which tick, with which stalls. The
 * explorer's own bound (maxStates) and the file's syntax stay out of it; `describeModel` is the
 * `explore:` block's form, for the CLI and authors.
 */
export function modelWords(m: ExploreModel): string {
  const actors = actorsOf(m).map((a) =>
    t('explorer.model.actor', { name: a.name, actions: a.program.join(' → ') }),
  );
  return t('explorer.model.searched', {
    actors: actors.join(t('explorer.names.groupSeparator')),
    horizon: m.horizon,
    maxPause: m.maxPause,
  });
}
