// The explorer's verdict in the page's language, for the explorer panel and the lesson's check
// report. The wording is src/i18n/explorerText.ts's (state words the same verdicts), rebuilt from
// the result's facts: the English is the engine's word for word (verdictSummary.test.ts).
import type { ExploreResult } from '../../engine/explore/explore';
import { exploreSummary } from '../../i18n/explorerText';

export { statesCount } from '../../i18n/explorerText';

/** The verdict in one or two sentences: the result's `summary`, in the page's language. */
export function verdictSummary(r: ExploreResult): string {
  return exploreSummary(r);
}
