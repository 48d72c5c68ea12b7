import { useDeferredValue } from 'react';
import { t } from '../../i18n/i18n';
import { selectError } from '../../state/selectors';
import { useAppStore } from '../../state/useAppStore';
import { Timeline } from '../player/timeline/Timeline';
import { TimelineLegend } from '../player/timeline/TimelineLegend';

/** No re-run marks: the story's run is always the example as shipped. */
const NO_CHANGES = new Map<number, string>();

/** The story's run on the timeline, the playhead on the step being told; its status until then. */
export function StoryTimeline() {
  const run = useAppStore((s) => (s.player.source?.kind === 'story' ? s.player.trace : null));
  // The store's updates render at once, in one task; drawing a whole timeline that way held the
  // home page's main thread for about 80 ms as the run arrived (about 320 ms on Lighthouse's
  // phone). Deferred, React draws it in slices that let input through, and the caption (the
  // page's largest paint) is not held up by it. The playhead moves the same trace: not deferred.
  const trace = useDeferredValue(run);
  const failed = useAppStore((s) => (s.player.source?.kind === 'story' ? selectError(s) : null));
  if (failed) {
    return (
      <div className="player-error" role="alert" data-testid="story-error">
        <h3>{t('story.failed')}</h3>
        <pre>{failed.messages.join('\n')}</pre>
      </div>
    );
  }
  if (!trace) {
    return (
      <p className="story-status" role="status" data-testid="story-status">
        {t('story.running')}
      </p>
    );
  }
  return (
    <section className="story-timeline" aria-label={t('story.timeline')}>
      <Timeline trace={trace} changes={NO_CHANGES} />
      <details className="story-legend">
        <summary>{t('story.legend')}</summary>
        <TimelineLegend />
      </details>
    </section>
  );
}
