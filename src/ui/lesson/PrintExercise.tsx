// The exercise on paper (print.css shows it only in print, where the editor is hidden): the starter
// SQL of each action the learner edits, as text, and ruled lines to write the answer on.
import type { Lesson } from '../../content/lessons/lesson';
import { t } from '../../i18n/i18n';

/** Ruled lines under each action: room for a statement of a few clauses. */
const LINES = 6;

interface Props {
  lesson: Lesson;
}

/**
 * What a printed handout needs of the exercise besides its prompt: the editor's starting point,
 * one block per edited action, in the editor's tab order, each followed by room for the answer.
 * Always the starter, never the learner's draft: a handout is the same for everyone.
 */
export function PrintExercise({ lesson }: Props) {
  const { edit, starter } = lesson.exercise;
  return (
    <div className="lesson-print-exercise" data-testid="print-exercise">
      {edit.map((action) => (
        <section key={action} className="lesson-print-action" data-action={action}>
          <h4>{t('lesson.print.starter', { action })}</h4>
          <pre className="lesson-print-sql">
            <code>{(starter[action] ?? '').trimEnd()}</code>
          </pre>
          <h4>{t('lesson.print.answer', { action })}</h4>
          <div className="lesson-print-lines" aria-hidden="true">
            {Array.from({ length: LINES }, (_, k) => (
              <div key={k} className="lesson-print-line" />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
