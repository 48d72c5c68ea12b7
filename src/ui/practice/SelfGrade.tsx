import type { Question } from '../../content/practice/question';
import { t } from '../../i18n/i18n';
import type { SavedGrade } from '../../state/practiceGrade';
import { GRADES, type Grade, type Round, type RoundPlace } from '../../state/practiceState';
import { useActions, useAppStore } from '../../state/useAppStore';
import { Link } from '../Link';
import { formatMoment } from './formatTime';

/** A self-grade in words, in the page's language. */
export const gradeLabel = (grade: Grade): string => t(`practice.grade.${grade}`);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long until `due`, from `at`, in words: "in 10 minutes", "in 3 days". */
export function comesBackIn(at: number, due: number): string {
  const ms = Math.max(0, due - at);
  if (ms < HOUR) return t('practice.saved.inMinutes', { n: Math.max(1, Math.round(ms / MINUTE)) });
  if (ms < DAY) return t('practice.saved.inHours', { n: Math.round(ms / HOUR) });
  return t('practice.saved.inDays', { n: Math.round(ms / DAY) });
}

/** What was saved, and when the card comes back, in one sentence. */
export function savedText(saved: SavedGrade, followUp: boolean): string {
  const values = {
    grade: gradeLabel(saved.grade),
    ticked: saved.ticked,
    total: saved.keyPoints,
    when: comesBackIn(saved.at, saved.due),
    date: formatMoment(saved.due),
  };
  return t(followUp ? 'practice.saved.followUp' : 'practice.saved.question', values);
}

interface Props {
  place: RoundPlace;
  round: Round;
  question: Question;
}

/**
 * Grade yourself against the rubric, then say what happens to the grade: in practice it is saved
 * to the review schedule on request (so arrow keys moving through the grades save nothing), and
 * the status says when the question comes back; in a mock interview it goes into the report.
 */
export function SelfGrade({ place, round, question }: Props) {
  const actions = useActions();
  const saved = useAppStore((s) => (place === 'practice' ? s.practice.saved : null));
  const isFollowUp = round.path.length > 0;
  const status =
    place === 'mock'
      ? round.grade && t('practice.saved.mock', { grade: gradeLabel(round.grade) })
      : saved && savedText(saved, isFollowUp);
  return (
    <>
      <fieldset className="self-grade" data-testid="self-grade" disabled={saved !== null}>
        <legend>{t('practice.round.gradeLegend')}</legend>
        {GRADES.map((g) => (
          <div key={g} className="grade-option">
            <label>
              <input
                type="radio"
                name={`${place}-grade`}
                value={g}
                checked={round.grade === g}
                onChange={() => actions.gradeRound(place, g)}
              />{' '}
              {gradeLabel(g)}
            </label>
            {g !== 'not-yet' && !isFollowUp && (
              <ul className="signals">
                {question.rubric[g].map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </fieldset>
      {place === 'practice' && (
        // Stays focusable once saved (aria-disabled), so the focus is not dropped.
        <button
          type="button"
          className={saved ? 'grade-save' : 'grade-save primary'}
          data-testid="save-grade"
          disabled={round.grade === null}
          aria-disabled={saved !== null}
          onClick={() => actions.saveGrade()}
        >
          {t(saved ? 'practice.saved.done' : 'practice.saved.save')}
        </button>
      )}
      {/* Always in the page, so a screen reader hears it change. */}
      <p role="status" className="grade-saved" data-testid="grade-saved">
        {status}
        {saved && (
          <>
            {' '}
            <Link to="/practice/review">{t('practice.saved.openReview')}</Link>
          </>
        )}
      </p>
    </>
  );
}
