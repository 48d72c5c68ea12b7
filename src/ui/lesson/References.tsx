import type { Reference } from '../../content/lessons/lessonSchema';
import { t } from '../../i18n/i18n';
import './References.css';

interface Props {
  items: Reference[];
  /** Id of the heading, unique on the page. */
  headingId: string;
  /** The heading's level: 3 at the end of a lesson, 4 inside a practice round's reveal. */
  level?: 3 | 4;
}

/** The sources a lesson or question relies on, each with the claim it backs; links open a new tab. */
export function References({ items, headingId, level = 3 }: Props) {
  if (items.length === 0) return null;
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section className="lesson-references" aria-labelledby={headingId} data-testid="references">
      <Heading id={headingId}>{t('lesson.references')}</Heading>
      <ul>
        {items.map((r, k) => (
          <li key={k} data-testid="reference">
            {/* A source's title stays as published (in English). */}
            <a href={r.url} target="_blank" rel="noopener noreferrer" lang="en">
              {r.title}
            </a>
            <span className="lesson-reference-supports"> — {r.supports}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
