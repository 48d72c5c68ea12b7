import { selectError } from '../../state/selectors';
import { useAppStore } from '../../state/useAppStore';
import { Timeline } from '../player/Timeline';
import { TimelineLegend } from '../player/TimelineLegend';

/** No re-run marks: the story's run is always the example as shipped. */
const NO_CHANGES = new Map<number, string>();

/** The story's run on the timeline, the playhead on the step being told; its status until then. */
export function StoryTimeline() {
  const trace = useAppStore((s) => (s.player.source?.kind === 'story' ? s.player.trace : null));
  const failed = useAppStore((s) => (s.player.source?.kind === 'story' ? selectError(s) : null));
  if (failed) {
    return (
      <div className="player-error" role="alert" data-testid="story-error">
        <h3>The story could not run</h3>
        <pre>{failed.messages.join('\n')}</pre>
      </div>
    );
  }
  if (!trace) {
    return (
      <p className="story-status" role="status" data-testid="story-status">
        Running the seed demo on SQLite…
      </p>
    );
  }
  return (
    <section className="story-timeline" aria-label="Timeline of the story">
      <Timeline trace={trace} changes={NO_CHANGES} />
      <details className="story-legend">
        <summary>What the marks mean</summary>
        <TimelineLegend />
      </details>
    </section>
  );
}
