import { useMemo } from 'react';
import type { Trace } from '../../../engine/types';
import { sentenceGap, t, withMessages } from '../../../i18n/i18n';
import { lazyModule } from '../../../state/lazyModule';
import { selectPlaying, selectStep } from '../../../state/playerSelectors';
import { useAppStore } from '../../../state/useAppStore';
import { useLazyModule } from '../../../state/lazyModule';
import { FindingText } from '../findings/FindingText';
import { waitText } from '../timeline/TimelineWaits';
import { beforeNarration, stepTitle } from './narration';
import { PlayerSub } from '../playerHeading';

/**
 * The step's sentences (explain.ts, with its words), loaded when the playhead first reaches a step:
 * until then, and before the first step, the caption needs only narration.ts (#31).
 */
const explainer = lazyModule(() => withMessages('explain', import('./explain')));

interface Props {
  trace: Trace;
  changes: Map<number, string>;
}

/** The story of the step at the playhead, in plain sentences; read aloud when it changes by hand. */
export function StepCaption({ trace, changes }: Props) {
  const step = useAppStore(selectStep);
  const playing = useAppStore(selectPlaying);
  const at = trace.steps[step];
  // A load that fails leaves the title alone on screen; the next step tries again.
  const explain = useLazyModule(explainer, at !== undefined, step);
  const n = useMemo(() => {
    if (!at) return beforeNarration();
    if (!explain) return { title: stepTitle(at), sentences: [], lesson: null, violations: [] };
    return explain.explainStep(trace, step);
  }, [trace, step, at, explain]);
  const changed = changes.get(step);
  const tone = n.violations.length > 0 ? 'bad' : n.lesson ? 'lesson' : 'plain';
  return (
    <section
      className={`caption caption-tone-${tone}`}
      aria-live={playing ? 'off' : 'polite'}
      aria-label={t('player.caption.label')}
      data-testid="caption"
      data-step={step}
    >
      <PlayerSub className="caption-title">{n.title}</PlayerSub>
      {changed && <span className="changed-tag">{t('player.changed', { changed })}</span>}
      {n.sentences.map((s) => (
        <p key={s}>{s}</p>
      ))}
      {at?.waited && (
        <p className="caption-wait" data-testid="caption-wait">
          {waitText({ actor: at.actor, from: at.at, until: at.waited.until, on: at.waited.on })}
        </p>
      )}
      {n.lesson && (
        <p className="caption-lesson" data-testid="caption-lesson">
          {n.lesson}
        </p>
      )}
      {n.violations.map((v) => (
        <p
          key={v.rule}
          className="caption-violation"
          data-testid="caption-violation"
          data-rule={v.rule}
        >
          <strong>{t('player.caption.violation', { rule: v.rule })}</strong>
          {sentenceGap()}
          <FindingText finding={v} />
        </p>
      ))}
    </section>
  );
}
