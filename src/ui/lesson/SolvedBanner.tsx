// The moment a lesson is solved: said plainly, with the next lesson one click away (or, after the
// last one, practice), and the explanation of why the fix works just below.
import { t } from '../../i18n/i18n';
import { useNeighbours } from './useNeighbours';
import { Link } from '../Link';

interface Props {
  lessonId: string;
}

export function SolvedBanner({ lessonId }: Props) {
  const place = useNeighbours(lessonId);
  const n = place?.n ?? 0;
  const next = place?.next;
  return (
    <section className="solved-banner" data-testid="solved-banner" aria-labelledby="solved-heading">
      <h4 id="solved-heading">
        <span aria-hidden="true">✓ </span>
        {t('lesson.solved.heading', { n })}
      </h4>
      <p>{t('lesson.solved.body')}</p>
      <p>
        {next ? (
          <Link to={`/lessons/${next.id}`} className="solved-next" data-testid="solved-next">
            {t('lesson.solved.next', { n: n + 1, title: next.title })} →
          </Link>
        ) : (
          <Link to="/practice" className="solved-next" data-testid="solved-next">
            {t('lesson.solved.practice')} →
          </Link>
        )}
      </p>
    </section>
  );
}
