import type { Lesson } from '../../content/lesson';
import { solutionOpen } from '../../state/lessonSql';
import type { LessonSql } from '../../state/traceSource';
import { useAppStore } from '../../state/useAppStore';
import { useShowTimeline } from './useShowTimeline';

interface Props {
  lesson: Lesson;
}

const CHOICES: { sql: LessonSql; label: string }[] = [
  { sql: 'starter', label: 'Starter' },
  { sql: 'mine', label: 'Your SQL' },
  { sql: 'solution', label: 'Solution' },
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
      <legend>Run this timeline with</legend>
      {CHOICES.map((c) => {
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
      <span className="lesson-sql-note">
        {open
          ? 'Outcomes that change from one to the other are marked.'
          : 'The solution opens once you solve the exercise or show the solution.'}
      </span>
    </fieldset>
  );
}
