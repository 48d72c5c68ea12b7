// The explorer's verdict in the page's language. The engine writes the same sentences in English
// (src/engine/explore/explore.ts), its counts grouped the English way; they are rebuilt here from
// the result's facts, so the English is the engine's word for word (verdictSummary.test.ts) and
// every count is a plural message's `#`, which Lingui formats with Intl.NumberFormat in the page's
// locale. A verdict whose facts the result does not carry (a memory budget, a schema error,
// nothing to explore) keeps the engine's sentence, in English.
import type { Counterexample, ExploreResult } from '../../engine/explore/explore';
import { t } from '../../i18n/i18n';
import { findingText } from '../../i18n/findingText';

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

export function verdictSummary(r: ExploreResult): string {
  const cx = r.counterexample;
  // The bound that stopped a search is said in words only when it was the state bound.
  const statesBound = r.stoppedBy !== 'memory';
  if (r.verdict === 'safe')
    return t('explorer.safe', {
      schedules: t('explorer.count.schedules', { n: r.schedules ?? 0 }),
      states: t('explorer.count.distinctStates', { n: r.states }),
      horizon: r.model.horizon,
    });
  if (r.verdict === 'unsafe' && cx) {
    const explanation = counterexampleExplanation(cx);
    if (cx.shortest) return t('explorer.unsafe.shortest', { n: cx.actions, explanation });
    if (statesBound)
      return t('explorer.unsafe.bounded', {
        n: cx.actions,
        states: statesCount(r.model.maxStates),
        explanation,
      });
  }
  if (r.verdict === 'bound' && statesBound)
    return t('explorer.bound.states', { states: statesCount(r.model.maxStates) });
  return r.summary;
}
