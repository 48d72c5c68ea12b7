// The lesson's SQL editor: a tab per action the learner edits, over their draft (else the starter).
// Ctrl/Cmd+Enter runs it on the exercise's timeline; Monaco loads lazily as on the workbench.
import { lazy, Suspense, useMemo, useState } from 'react';
import type { Lesson } from '../../content/lesson';
import { learnerSql } from '../../state/lessonSlice';
import { selectTrace } from '../../state/selectors';
import { useActions, useAppStore } from '../../state/useAppStore';
import { EditorBoundary } from '../editor/EditorBoundary';
import { markersByTab } from '../editor/markers';
import type { EditorTab } from '../editor/tabs';

const MonacoEditor = lazy(() => import('../editor/MonacoEditor'));

interface Props {
  lesson: Lesson;
}

export function LessonEditor({ lesson }: Props) {
  const actions = useActions();
  const progress = useAppStore((s) => s.lesson.progress[lesson.id]);
  const view = useAppStore((s) => s.lesson.view);
  const trace = useAppStore(selectTrace);
  const tabs = useMemo<EditorTab[]>(
    () => lesson.exercise.edit.map((a) => ({ id: a, label: a, language: 'sql' })),
    [lesson],
  );
  const [chosen, setChosen] = useState(tabs[0]?.id ?? '');
  const tab = tabs.some((t) => t.id === chosen) ? chosen : (tabs[0]?.id ?? '');
  const sql = useMemo(() => learnerSql(lesson, progress), [lesson, progress]);
  const contents = useMemo(() => (t: string) => (sql[t] ?? '').replace(/\n$/, ''), [sql]);
  const mine = view?.mine === true ? trace : null;
  const markers = useMemo(() => markersByTab(mine, []), [mine]);
  const run = () => void actions.showScenario(lesson.exercise.scenario, true);

  return (
    <div className="lesson-editor" data-testid="lesson-editor">
      <div className="editor-tabs" role="tablist" aria-label="The SQL you edit">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={t.id === tab}
            data-testid="lesson-tab"
            data-tab={t.id}
            className="editor-tab"
            onClick={() => setChosen(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div className="editor-panel" role="tabpanel" aria-label={`SQL of ${tab}`}>
        <EditorBoundary
          fallback={<PlainLessonEditor tab={tab} value={sql[tab] ?? ''} onRun={run} />}
        >
          <Suspense fallback={<p role="status">Loading the code editor…</p>}>
            <MonacoEditor
              docKey={`lesson:${lesson.id}`}
              tabs={tabs}
              tab={tab}
              contents={contents}
              markers={markers}
              readOnlyWhy={null}
              trace={trace}
              onEdit={(t, value) => actions.setLessonSql(t, value)}
              onRun={run}
            />
          </Suspense>
        </EditorBoundary>
      </div>
    </div>
  );
}

function PlainLessonEditor({ tab, value, onRun }: { tab: string; value: string; onRun(): void }) {
  const { setLessonSql } = useActions();
  return (
    <textarea
      aria-label={`SQL of ${tab}`}
      data-testid="plain-editor"
      spellCheck={false}
      value={value}
      onChange={(e) => setLessonSql(tab, e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          onRun();
        }
      }}
    />
  );
}
