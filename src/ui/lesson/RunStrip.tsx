// The run, in short, above the editor on a narrow screen (lesson.css): where the player is not
// beside the editor, this strip stays at the top of the screen while the learner edits, so that
// edit → run → look needs no scrolling. It shows what the player shows: the timeline's name, the
// verdict and each step's outcome; "Show the timeline" brings the whole player into view.
import type { Trace } from '../../engine/types';
import { t } from '../../i18n/i18n';
import { selectTrace } from '../../state/selectors';
import { useAppStore } from '../../state/useAppStore';
import { verdictOf, type ExerciseSql } from '../player/findings/verdict';
import { OutcomeBadge } from '../player/steps/OutcomeBadge';

interface Props {
  lessonId: string;
  /** Outcomes hidden until the learner predicts (or skips), as in the player. */
  veiled: boolean;
}

export function RunStrip({ lessonId, veiled }: Props) {
  const trace = useAppStore((s) =>
    s.player.source?.kind === 'lesson' && s.player.source.lesson === lessonId
      ? selectTrace(s)
      : null,
  );
  const sql = useAppStore((s): ExerciseSql => {
    const source = s.player.source;
    return source?.kind === 'lesson' && source.sql !== 'written' ? source.sql : null;
  });
  if (!trace) return null;
  return (
    <section className="run-strip" data-testid="run-strip" aria-label={t('lesson.strip.label')}>
      <p className="run-strip-head">
        <span className="run-strip-title">{trace.title}</span>{' '}
        {!veiled && <Verdict trace={trace} sql={sql} />}{' '}
        <button type="button" className="link-button" onClick={showPlayer}>
          {t('lesson.strip.show')}
        </button>
      </p>
      {veiled ? (
        <p className="run-strip-veiled">{t('lesson.strip.veiled')}</p>
      ) : (
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
                <span className="violation-tag">
                  {' '}
                  ⚠ {s.violations.map((v) => v.rule).join(' ')}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The verdict in a few words: whose SQL, how many expectations met, safe or not. */
function Verdict({ trace, sql }: { trace: Trace; sql: ExerciseSql }) {
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

/** Brings the player into view and puts the focus on it. */
function showPlayer() {
  const player = document.querySelector<HTMLElement>('[data-testid="lesson-player"]');
  player?.scrollIntoView({ block: 'start' });
  player?.focus({ preventScroll: true });
}
