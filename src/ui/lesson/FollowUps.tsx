import type { FollowUp } from '../../content/lessons/lessonSchema';
import { t } from '../../i18n/i18n';
import { Markdown } from './Markdown';

interface Props {
  items: FollowUp[];
  depth?: number;
}

/** A follow-up ladder: each answer revealed on demand, each deeper question inside the one above. */
export function FollowUps({ items, depth = 1 }: Props) {
  return (
    <ul className="follow-ups" data-depth={depth}>
      {items.map((f, k) => (
        <li key={k} data-testid="follow-up">
          <Markdown source={f.question} className="follow-up-question" />
          <details>
            <summary>{t('lesson.followUps.showAnswer')}</summary>
            <Markdown source={f.answer} />
            {f.followUps.length > 0 && (
              <>
                <p className="follow-up-deeper">{t('lesson.followUps.deeper')}</p>
                <FollowUps items={f.followUps} depth={depth + 1} />
              </>
            )}
          </details>
        </li>
      ))}
    </ul>
  );
}
