import { diffLines } from 'diff';
import type { Lesson } from '../../content/lessons/lesson';
import { t } from '../../i18n/i18n';

interface Props {
  lesson: Lesson;
  mine: Record<string, string>;
}

/** The solution beside the learner's SQL, line by line: removed lines (yours) and added (solution). */
export function SolutionDiff({ lesson, mine }: Props) {
  return (
    <div className="solution-diff" data-testid="solution-diff">
      {lesson.exercise.edit.map((action) => (
        <figure key={action}>
          <figcaption>
            <code>{action}</code>
            {t('lesson.diff.caption')}
          </figcaption>
          {/* One block per line, wrapped with a hanging indent after its sign: every change
              shows, however narrow the box (lessonExercise.css). */}
          <pre>
            {diffLines(
              ensureNewline(mine[action] ?? ''),
              ensureNewline(lesson.exercise.solution[action] ?? ''),
            ).map((part, k) => {
              const kind = part.added ? 'add' : part.removed ? 'del' : 'same';
              return (
                <span key={k} className={`diff-${kind}`} data-diff={kind}>
                  {linesOf(part.value).map((line, j) => (
                    <span key={j} className="diff-line">
                      <span className="diff-sign" aria-hidden="true">
                        {SIGN[kind]}
                      </span>
                      {line}
                      {'\n'}
                    </span>
                  ))}
                </span>
              );
            })}
          </pre>
        </figure>
      ))}
    </div>
  );
}

const ensureNewline = (s: string) => (s.endsWith('\n') ? s : `${s}\n`);

const SIGN = { add: '+ ', del: '- ', same: '  ' } as const;

/** The lines of a diff part (which ends with a newline). */
function linesOf(text: string): string[] {
  return text.split('\n').slice(0, -1);
}
