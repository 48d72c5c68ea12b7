import { useEffect } from 'react';
import { DRILL_BANK } from '../../content/drills';
import { useActions, useAppStore } from '../../state/useAppStore';
import { PlayerView } from '../player/PlayerView';
import { DrillPicker } from './DrillPicker';
import { DrillTimeline } from './DrillTimeline';
import { useDrillAddress } from './useDrillAddress';
import './drills.css';

/** Spot the stale write: drills from the bank and generated from a seed in the address. */
export function DrillsPage() {
  const actions = useActions();
  const [source, go] = useDrillAddress();
  const status = useAppStore((s) => s.drill.status);
  const error = useAppStore((s) => s.drill.error);
  const writes = useAppStore((s) => s.drill.truth.length);
  const marked = useAppStore(
    (s) => s.drill.truth.filter((t) => s.drill.marks[String(t.step)] !== undefined).length,
  );
  const score = useAppStore((s) => s.drill.score);
  const sourceKey = source.kind === 'bank' ? source.name : `${source.seed}/${source.level}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- sourceKey names the source
  useEffect(() => void actions.openDrill(source), [actions, sourceKey]);

  const heading =
    source.kind === 'bank'
      ? (DRILL_BANK.find((d) => d.name === source.name)?.title ?? source.name)
      : `Generated drill: seed ${source.seed}, level ${source.level}`;
  return (
    <article className="drills-page" data-testid="drills-page" data-status={status}>
      <h2>Spot the stale write</h2>
      <p>
        Read the timeline. For every write (and renewal), say whether the database must reject it
        (accepting it would let a worker that no longer holds the job, or a cancelled job, change
        the result) or may accept it. Then see the truth from the engine.
      </p>
      <DrillPicker source={source} onChoose={go} />
      <h3 data-testid="drill-title">{heading}</h3>
      {status === 'loading' && <p role="status">Building the drill…</p>}
      {status === 'error' && (
        <pre role="alert" className="player-error" data-testid="drill-error">
          {error}
        </pre>
      )}
      {status === 'ready' && (
        <>
          <DrillTimeline />
          {score ? (
            <p className="drill-score" role="status" data-testid="drill-score">
              {score.right} of {score.total} right.
            </p>
          ) : (
            <button
              type="button"
              data-testid="drill-submit"
              disabled={marked < writes}
              onClick={actions.submitDrill}
            >
              Check my answers ({marked} of {writes} marked)
            </button>
          )}
          {score && (
            <section className="drill-player" aria-label="The real timeline">
              <h3>What really happened</h3>
              <PlayerView accepts={(s) => s.kind === 'drill'} />
            </section>
          )}
        </>
      )}
    </article>
  );
}
