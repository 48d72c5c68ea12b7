import { useActions, useAppStore } from '../../state/useAppStore';

const verb = (s: { do: string; until: number | null }) =>
  s.do === 'pause' ? `pauses until t=${s.until ?? '?'}` : s.do;

/** The drill's steps with outcomes hidden; each write is marked, then judged against the truth. */
export function DrillTimeline() {
  const actions = useActions();
  const steps = useAppStore((s) => s.drill.steps);
  const truth = useAppStore((s) => s.drill.truth);
  const marks = useAppStore((s) => s.drill.marks);
  const done = useAppStore((s) => s.drill.submitted);
  const byStep = new Map(truth.map((t) => [t.step, t]));

  return (
    <ol className="drill-steps" data-testid="drill-steps">
      {steps.map((s) => {
        const t = byStep.get(s.i);
        const mark = marks[String(s.i)];
        return (
          <li
            key={s.i}
            data-testid="drill-step"
            data-step={s.i}
            data-write={t !== undefined}
            data-right={done && t ? mark === t.mustReject : undefined}
            data-truth={done && t ? (t.mustReject ? 'reject' : 'accept') : undefined}
            className={t ? 'drill-write' : undefined}
          >
            <span className="drill-what">
              t={s.at} <strong>{s.actor}</strong> {verb(s)}
            </span>
            {t && (
              <span role="radiogroup" aria-label={`t=${s.at} ${s.actor} ${s.do}`}>
                {([true, false] as const).map((reject) => (
                  <label key={String(reject)} className="drill-choice">
                    <input
                      type="radio"
                      name={`drill-${s.i}`}
                      checked={mark === reject}
                      disabled={done}
                      onChange={() => actions.markWrite(s.i, reject)}
                    />
                    {reject ? 'must be rejected' : 'may be accepted'}
                  </label>
                ))}
              </span>
            )}
            {done && t && (
              <p className="drill-verdict" data-testid="drill-reason">
                <span className={mark === t.mustReject ? 'drill-right' : 'drill-wrong'}>
                  {mark === t.mustReject ? 'Right' : 'Wrong'}
                </span>
                {' — '}
                {t.mustReject ? 'must be rejected' : 'may be accepted'} (this SQL: {t.outcome}).{' '}
                {t.reason}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
