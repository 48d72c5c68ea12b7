// "Check my SQL" on every schedule: the exercise's explore: models searched through the explorer
// slice, so its progress bar, Cancel and "Open in player" serve the check as they serve the
// explorer panel, and the verdict is read back for the lesson's report.
import type { ExploreScenario } from '../content/lessonCheck';
import { scheduleVerdict } from '../content/scheduleVerdict';
import { t } from '../i18n/i18n';
import type { SliceContext } from './sliceContext';

/** The checker's explorer for one lesson, or undefined when the app has no explorer. */
export function lessonExplorer(
  ctx: SliceContext<'lesson'>,
  lessonId: string,
): ExploreScenario | undefined {
  if (!ctx.deps.explorer) return undefined;
  const subject = `lesson:${lessonId}`;
  return async (scenario) => {
    await ctx.actions().exploreSchedules({ subject, scenario });
    const ex = ctx.get().explorer;
    if (ex.subject !== subject) return { verdict: 'stopped', summary: t('explorer.replaced') };
    if (ex.status === 'done' && ex.result)
      return scheduleVerdict({ kind: 'done', result: ex.result });
    if (ex.status === 'cancelled')
      return { verdict: 'stopped', summary: t('explorer.checkCancelled') };
    // The explorer's messages are in the page's language already.
    return { verdict: 'stopped', summary: ex.messages.join(' ') || t('explorer.unfinished') };
  };
}
