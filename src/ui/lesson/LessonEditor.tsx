// The lesson's SQL editor: a tab per action the learner edits, over their draft (else the starter).
// Ctrl/Cmd+Enter runs it on the exercise's timeline.
import { useMemo } from 'react';
import type { Lesson } from '../../content/lessons/lesson';
import { t } from '../../i18n/i18n';
import { learnerSql } from '../../state/lessonSlice';
import { selectTrace } from '../../state/selectors';
import { useActions, useAppStore } from '../../state/useAppStore';
import { ActionSqlEditor } from '../editor/ActionSqlEditor';
import { markersByTab } from '../editor/markers';
import type { EditorTab } from '../editor/tabs';
import { useShowTimeline } from './useShowTimeline';

interface Props {
  lesson: Lesson;
}

export function LessonEditor({ lesson }: Props) {
  const actions = useActions();
  const showTimeline = useShowTimeline(lesson.id);
  const progress = useAppStore((s) => s.lesson.progress[lesson.id]);
  const view = useAppStore((s) => s.lesson.view);
  const trace = useAppStore(selectTrace);
  const tabs = useMemo<EditorTab[]>(
    () => lesson.exercise.edit.map((a) => ({ id: a, label: a, language: 'sql' })),
    [lesson],
  );
  const sql = useMemo(() => learnerSql(lesson, progress), [lesson, progress]);
  const contents = useMemo(() => (t: string) => (sql[t] ?? '').replace(/\n$/, ''), [sql]);
  const mine = view?.sql === 'mine' ? trace : null;
  const markers = useMemo(() => markersByTab(mine, []), [mine]);

  return (
    <div className="lesson-editor" data-testid="lesson-editor">
      <ActionSqlEditor
        docKey={`lesson:${lesson.id}`}
        tabs={tabs}
        contents={contents}
        markers={markers}
        trace={trace}
        label={t('lesson.editor.label')}
        onEdit={(t, value) => actions.setLessonSql(t, value)}
        onRun={() => showTimeline(lesson.exercise.scenario, 'mine')}
      />
    </div>
  );
}
