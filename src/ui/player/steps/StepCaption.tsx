import { useMemo } from 'react';
import type { Trace } from '../../../engine/types';
import { t } from '../../../i18n/i18n';
import { selectPlaying, selectStep } from '../../../state/playerSelectors';
import { useAppStore } from '../../../state/useAppStore';
import { explainStep } from './explain';
import { FindingText } from '../findings/FindingText';
import { waitText } from '../timeline/TimelineWaits';

interface Props {
  trace: Trace;
  changes: Map<number, string>;
}

/** The story of the step at the playhead, in plain sentences; read aloud when it changes by hand. */
export function StepCaption({ trace, changes }: Props) {
  const step = useAppStore(selectStep);
  const playing = useAppStore(selectPlaying);
  const n = useMemo(() => explainStep(trace, step), [trace, step]);
  const changed = changes.get(step);
  const at = trace.steps[step];
  const tone = n.violations.length > 0 ? 'bad' : n.lesson ? 'lesson' : 'plain';
  return (
    <section
      className={`caption caption-tone-${tone}`}
      aria-live={playing ? 'off' : 'polite'}
      aria-label={t('player.caption.label')}
      data-testid="caption"
      data-step={step}
    >
      <h3 className="caption-title">{n.title}</h3>
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
          <strong>{t('player.caption.violation', { rule: v.rule })}</strong>{' '}
          <FindingText finding={v} />
        </p>
      ))}
    </section>
  );
}
