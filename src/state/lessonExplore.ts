// "Check my SQL" on every schedule: the exercise's explore: models searched through the explorer
// slice, so its progress bar, Cancel and "Open in player" serve the check as they serve the
// explorer panel, and the search's end becomes the lesson report's verdict.
import type { ExploreScenario } from '../content/check/lessonCheck';
import { scheduleVerdict } from '../content/check/scheduleVerdict';
import { t } from '../i18n/i18n';
import type { SliceContext, SliceKey } from './sliceContext';

/** The checker's explorer for one lesson, or undefined when the app has no explorer. */
export function lessonExplorer(
  ctx: Pick<SliceContext<SliceKey>, 'deps' | 'actions'>,
  lessonId: string,
): ExploreScenario | undefined {
  if (!ctx.deps.explorer) return undefined;
  const subject = `lesson:${lessonId}`;
  return async (scenario) => {
    const end = await ctx.actions().exploreSchedules({ subject, scenario, by: 'check' });
    switch (end.kind) {
      case 'done':
        return scheduleVerdict({ kind: 'done', result: end.result });
      case 'replaced':
        return { verdict: 'stopped', summary: t('explorer.replaced') };
      case 'cancelled':
        return { verdict: 'stopped', summary: t('explorer.checkCancelled') };
      case 'failed':
        // The explorer's messages are in the page's language already.
        return { verdict: 'stopped', summary: end.messages.join(' ') || t('explorer.unfinished') };
    }
  };
}
