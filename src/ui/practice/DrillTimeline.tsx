import type { Outcome } from '../../engine/types';
import { sentenceGap, t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';
import { drillReason } from './drillReason';

const verb = (s: { do: string; until: number | null }) =>
  s.do === 'pause' ? t('practice.drills.pausesUntil', { until: s.until ?? '?' }) : s.do;

const verdict = (mustReject: boolean) =>
  t(mustReject ? 'practice.drills.mustReject' : 'practice.drills.mayAccept');

const outcomeWord = (o: Outcome | null) => (o === null ? '' : t(`practice.outcome.${o}`));

/** The drill's steps with outcomes hidden; each write is marked, then judged against the truth. */
export function DrillTimeline() {
  const actions = useActions();
  const steps = useAppStore((s) => s.drill.steps);
  const truth = useAppStore((s) => s.drill.truth);
  const marks = useAppStore((s) => s.drill.marks);
  const done = useAppStore((s) => s.drill.submitted);
  const byStep = new Map(truth.map((w) => [w.step, w]));

  return (
    <ol className="drill-steps" data-testid="drill-steps">
      {steps.map((s) => {
        const w = byStep.get(s.i);
        const mark = marks[String(s.i)];
        return (
          <li
            key={s.i}
            data-testid="drill-step"
            data-step={s.i}
            data-write={w !== undefined}
            data-right={done && w ? mark === w.mustReject : undefined}
            data-truth={done && w ? (w.mustReject ? 'reject' : 'accept') : undefined}
            className={w ? 'drill-write' : undefined}
          >
            <span className="drill-what">
              t={s.at} <strong>{s.actor}</strong> {verb(s)}
            </span>
            {w && (
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
                    {verdict(reject)}
                  </label>
                ))}
              </span>
            )}
            {done && w && (
              <p className="drill-verdict" data-testid="drill-reason">
                <span className={mark === w.mustReject ? 'drill-right' : 'drill-wrong'}>
                  {t(mark === w.mustReject ? 'practice.drills.right' : 'practice.drills.wrong')}
                </span>
                {' — '}
                {t('practice.drills.verdict', {
                  truth: verdict(w.mustReject),
                  outcome: outcomeWord(w.outcome),
                })}
                {sentenceGap()}
                {drillReason(w) ?? w.reason}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
