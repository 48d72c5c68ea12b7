// What the run strip shows once the veil has lifted (RunStrip.tsx): the verdict and each step's
// outcome. Loaded then, with the player, whose words and badges it shares (playerCode.ts).
import type { Trace } from '../../engine/types';
import { t } from '../../i18n/i18n';
import { verdictOf, type ExerciseSql } from '../player/findings/verdict';
import { OutcomeBadge } from '../player/steps/OutcomeBadge';

/** Each step of the run: who did what, its outcome, its violations. */
export function RunStripSteps({ trace }: { trace: Trace }) {
  return (
    <ol className="run-strip-steps" tabIndex={0} aria-label={t('lesson.strip.steps')}>
      {trace.steps.map((s) => (
        <li
          key={s.i}
          data-testid="run-strip-step"
          data-outcome={s.outcome ?? 'none'}
          data-violation={s.violations.length > 0 || undefined}
        >
          <span className="run-strip-who">
            {t('lesson.strip.step', { n: s.i + 1, at: s.at, actor: s.actor })}
          </span>{' '}
          <code>{s.do}</code> <OutcomeBadge outcome={s.outcome} />
          {s.violations.length > 0 && (
            <span className="violation-tag"> ⚠ {s.violations.map((v) => v.rule).join(' ')}</span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The verdict in a few words: whose SQL, how many expectations met, safe or not. */
export function RunStripVerdict({ trace, sql }: { trace: Trace; sql: ExerciseSql }) {
  const v = verdictOf(trace, sql);
  const stated = trace.steps.filter((s) => s.expect !== null).length;
  const met = trace.steps.filter((s) => s.met === true).length;
  const bad = v.expectations.bad || v.safety?.bad === true;
  const text =
    v.schemaError !== null
      ? v.expectations.text
      : t('lesson.strip.verdict', {
          who: sql ?? 'other',
          met,
          stated,
          safe: trace.safe ? 'yes' : 'no',
        });
  return (
    <span className={bad ? 'bad' : 'ok'} data-testid="run-strip-verdict">
      {text}
    </span>
  );
}
