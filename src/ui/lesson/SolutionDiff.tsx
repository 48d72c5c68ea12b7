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
          <pre>
            {diffLines(
              ensureNewline(mine[action] ?? ''),
              ensureNewline(lesson.exercise.solution[action] ?? ''),
            ).map((part, k) => (
              <span
                key={k}
                className={part.added ? 'diff-add' : part.removed ? 'diff-del' : 'diff-same'}
                data-diff={part.added ? 'add' : part.removed ? 'del' : 'same'}
              >
                {prefixLines(part.value, part.added ? '+ ' : part.removed ? '- ' : '  ')}
              </span>
            ))}
          </pre>
        </figure>
      ))}
    </div>
  );
}

const ensureNewline = (s: string) => (s.endsWith('\n') ? s : `${s}\n`);

function prefixLines(text: string, prefix: string): string {
  return text
    .split('\n')
    .slice(0, -1)
    .map((l) => `${prefix}${l}\n`)
    .join('');
}
