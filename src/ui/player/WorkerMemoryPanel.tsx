import { useMemo } from 'react';
import { isWorker } from '../../engine/actors';
import type { Trace } from '../../engine/types';
import { selectStep } from '../../state/playerSelectors';
import { useAppStore } from '../../state/useAppStore';
import { formatValue } from './formatValue';
import { workerMemories } from './memory';
import { PlaybackIcon } from './PlaybackIcon';

interface Props {
  trace: Trace;
}

const STATUS = {
  holds: '✓ really holds the lease',
  stale: '✗ believes it holds the lease, but does not',
  none: 'holds no token',
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
      <h3 id="memory-heading">Each worker’s memory</h3>
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
                  <PlaybackIcon name="pause" /> paused until t={m.pausedUntil}
                </span>
              )}
              {m.crashed && <span className="memory-flag memory-crashed">✗ crashed</span>}
            </p>
            <dl>
              <dt>token held</dt>
              <dd>{m.token === null ? '—' : formatValue(m.token)}</dd>
              <dt>lease ends (it believes)</dt>
              <dd>{m.leaseUntil === null ? '—' : `t=${m.leaseUntil}`}</dd>
            </dl>
            <p className="memory-status">
              {STATUS[m.status]}
              {m.why && <span className="memory-why">: {m.why}</span>}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
