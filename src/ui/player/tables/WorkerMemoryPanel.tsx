import { useMemo } from 'react';
import { isWorker } from '../../../engine/actors';
import type { Trace } from '../../../engine/types';
import { t, type MessageKey } from '../../../i18n/i18n';
import { selectStep } from '../../../state/playerSelectors';
import { useAppStore } from '../../../state/useAppStore';
import { formatValue } from '../formatValue';
import { workerMemories, type WorkerMemory } from './memory';
import { PlaybackIcon } from '../controls/PlaybackIcon';
import { PlayerSub } from '../playerHeading';

interface Props {
  trace: Trace;
}

const STATUS: Record<WorkerMemory['status'], MessageKey> = {
  holds: 'player.memory.holds',
  stale: 'player.memory.stale',
  none: 'player.memory.none',
};

/** What each worker remembers at the playhead, next to the engine's record. */
export function WorkerMemoryPanel({ trace }: Props) {
  const step = useAppStore(selectStep);
  const workers = useMemo(
    () => [...new Set(trace.steps.map((s) => s.actor).filter(isWorker))],
    [trace],
  );
  const memories = workerMemories(trace, workers, step);
  return (
    <section className="memory" aria-labelledby="memory-heading">
      <PlayerSub id="memory-heading">{t('player.memory.heading')}</PlayerSub>
      <ul className="memory-list">
        {memories.map((m) => (
          <li
            key={m.worker}
            className={`memory-card memory-${m.status}`}
            data-testid="worker-memory"
            data-worker={m.worker}
            data-status={m.status}
            data-token={formatValue(m.token)}
            data-paused={m.pausedUntil !== null}
          >
            <p className="memory-name">
              <strong>{m.worker}</strong>
              {m.pausedUntil !== null && (
                <span className="memory-flag">
                  <PlaybackIcon name="pause" />{' '}
                  {t('player.memory.pausedUntil', { until: m.pausedUntil })}
                </span>
              )}
              {m.crashed && (
                <span className="memory-flag memory-crashed">{t('player.memory.crashed')}</span>
              )}
            </p>
            <dl>
              <dt>{t('player.memory.token')}</dt>
              <dd>{m.token === null ? '—' : formatValue(m.token)}</dd>
              <dt>{t('player.memory.leaseEnds')}</dt>
              <dd>{m.leaseUntil === null ? '—' : `t=${m.leaseUntil}`}</dd>
            </dl>
            <p className="memory-status">
              {t(STATUS[m.status])}
              {m.why && (
                <span className="memory-why">{t('player.memory.why', { why: m.why })}</span>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
