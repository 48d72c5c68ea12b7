import { matchPoints } from '../../content/practice/keyPoints';
import type { KeyPoint } from '../../content/practice/questionSchema';
import { t } from '../../i18n/i18n';
import type { RoundPlace } from '../../state/practiceState';
import { useActions } from '../../state/useAppStore';
import { Link } from '../Link';
import { proveItTarget } from './proveIt';

interface Props {
  place: RoundPlace;
  questionId: string;
  points: KeyPoint[];
  /** The question's prompt: its own words never count as a mention. */
  asked: string;
  answer: string;
  covered: string[];
}

/**
 * The key-point checklist. The learner ticks what they covered; beside each point, a word-match
 * hint says which phrase of the typed answer seems to mention it — labelled as a hint, never a grade.
 */
export function KeyPointList({ place, questionId, points, asked, answer, covered }: Props) {
  const actions = useActions();
  const hints = matchPoints(answer, points, [asked]);
  const seen = hints.filter((h) => h.mentioned).length;
  return (
    <section className="key-points" aria-labelledby={`${place}-kp`}>
      <h4 id={`${place}-kp`}>{t('practice.keyPoints.heading')}</h4>
      <p className="hint-note" data-testid="hint-summary">
        {t('practice.keyPoints.summary', { seen, total: points.length })}
      </p>
      <ul>
        {points.map((p, k) => {
          const h = hints[k];
          const target = proveItTarget(p.scenario, { questionId, point: k, from: place });
          return (
            <li
              key={p.label}
              data-testid="key-point"
              data-mentioned={h?.mentioned ?? false}
              data-covered={covered.includes(p.label)}
            >
              <label>
                <input
                  type="checkbox"
                  checked={covered.includes(p.label)}
                  onChange={() => actions.toggleKeyPoint(place, p.label)}
                />{' '}
                {p.label}
              </label>
              {h?.mentioned ? (
                <span className="hint" data-testid="key-point-hint">
                  {t('practice.keyPoints.mentioned', { phrase: h.phrase, excerpt: h.excerpt })}
                </span>
              ) : (
                <span className="hint hint-missing">{t('practice.keyPoints.missing')}</span>
              )}
              <Link
                to={target.href}
                className="prove-it"
                data-testid="prove-it"
                aria-label={t('practice.proveIt.label', { point: p.label, where: target.where })}
              >
                {t('practice.proveIt')}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
