// The moment a lesson is solved: said plainly, with the next lesson one click away (or, after the
// last one, practice), and the explanation of why the fix works just below.
import { t } from '../../i18n/i18n';
import { useAppStore } from '../../state/useAppStore';
import { Link } from '../Link';

interface Props {
  lessonId: string;
}

export function SolvedBanner({ lessonId }: Props) {
  const index = useAppStore((s) => s.lesson.index);
  const at = index.findIndex((l) => l.id === lessonId);
  const next = at >= 0 ? index[at + 1] : undefined;
  return (
    <section className="solved-banner" data-testid="solved-banner" aria-labelledby="solved-heading">
      <h4 id="solved-heading">
        <span aria-hidden="true">✓ </span>
        {t('lesson.solved.heading', { n: at + 1 })}
      </h4>
      <p>{t('lesson.solved.body')}</p>
      <p>
        {next ? (
          <Link to={`/lessons/${next.id}`} className="solved-next" data-testid="solved-next">
            {t('lesson.solved.next', { n: at + 2, title: next.title })} →
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
