// The explorer's verdict in the page's language, for the explorer panel and the lesson's check
// report. The wording is explorerText.ts's (state words the same verdicts), rebuilt from
// the result's facts: without reductions, the English is the engine's word for word
// (verdictSummary.test.ts).
import type { ExploreResult } from '../engine/explore/explore';
import { exploreSummary } from './explorerText';

/**
 * The verdict in one or two sentences: the result's `summary`, in the page's language, with what
 * the reductions stood for and why workers were kept apart (for the lesson's report and the CLI;
 * the explorer panel draws the second as a note of its own).
 */
export function verdictSummary(r: ExploreResult): string {
  return exploreSummary(r);
}
