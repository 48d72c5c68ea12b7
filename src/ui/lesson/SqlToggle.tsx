import type { Lesson } from '../../content/lessons/lesson';
import { t } from '../../i18n/i18n';
import { solutionOpen } from '../../content/lessons/lessonSql';
import type { LessonSql } from '../../state/traceSource';
import { useAppStore } from '../../state/useAppStore';
import { useShowTimeline } from './useShowTimeline';

interface Props {
  lesson: Lesson;
}

// The SQL choices, worded when shown (the language is active by then).
const CHOICES = (): { sql: LessonSql; label: string }[] => [
  { sql: 'starter', label: t('lesson.sql.starter') },
  { sql: 'mine', label: t('lesson.sql.mine') },
  { sql: 'solution', label: t('lesson.sql.solution') },
];

/**
 * Which SQL the exercise's timeline (or a variant) runs with: the starter, the learner's, or the
 * solution once solved or shown. The player marks the outcomes that changed from the last choice.
 */
export function SqlToggle({ lesson }: Props) {
  const showTimeline = useShowTimeline(lesson.id);
  const view = useAppStore((s) => s.lesson.view);
  const progress = useAppStore((s) => s.lesson.progress[lesson.id]);
  const asked = useAppStore((s) => s.lesson.solutionAsked);
  if (!view || view.sql === 'written') return null;
  const open = solutionOpen(progress, asked);
  return (
    <fieldset className="lesson-sql" data-testid="lesson-sql" data-sql={view.sql}>
      <legend>{t('lesson.sql.legend')}</legend>
      {CHOICES().map((c) => {
        const locked = c.sql === 'solution' && !open;
        return (
          <label key={c.sql} className="lesson-sql-choice" data-locked={locked || undefined}>
            <input
              type="radio"
              name="lesson-sql"
              value={c.sql}
              checked={view.sql === c.sql}
              disabled={locked}
              onChange={() => showTimeline(view.scenario, c.sql)}
            />
            {c.label}
          </label>
        );
      })}
      <span className="lesson-sql-note">{t(open ? 'lesson.sql.marked' : 'lesson.sql.locked')}</span>
    </fieldset>
  );
}
