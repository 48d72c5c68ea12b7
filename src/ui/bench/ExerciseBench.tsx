// The bench an exercise is worked at, for a lesson's exercise and for a shared one alike: the SQL
// editor (a tab per action the learner edits), Check my SQL and Run right below it (and the
// page's own buttons), what a veiled run says, the check's error and the report. Each page gives
// what differs: where the SQL lives, what Run and Check do, and its extra buttons and sections.
import { useMemo, type ReactNode } from 'react';
import { KeepFocusButton } from '../KeepFocusButton';
import type { Trace } from '../../engine/types';
import { t } from '../../i18n/i18n';
import { ActionSqlEditor } from '../editor/ActionSqlEditor';
import { markersByTab } from '../editor/markers';
import type { EditorTab } from '../editor/tabs';

interface Props {
  /** Which page's bench: names its parts for tests (`check-lesson`, `run-exercise`, …). */
  kind: 'lesson' | 'exercise';
  /** Starts fresh editor models for another exercise. */
  docKey: string;
  /** The actions the learner edits, one tab each. */
  edit: readonly string[];
  /** The learner's SQL per action. */
  sql: Readonly<Record<string, string>>;
  /** The trace on screen, and whether it is of the learner's SQL (its errors mark the editor). */
  trace: Trace | null;
  mineShown: boolean;
  onEdit(action: string, sql: string): void;
  onRun(): void;
  checking: boolean;
  onCheck(): void;
  onReset(): void;
  /** Buttons after Run (a shared exercise's "Run the starter"), and after Reset (a lesson's "Show solution"). */
  buttons?: ReactNode;
  lastButtons?: ReactNode;
  /** What the status line under the buttons says (a run behind the veil), or nothing. */
  veiled?: ReactNode;
  checkError: string | null;
  /** The report and what else follows the bench (hints, progress, the explorer…). */
  children?: ReactNode;
}

export function ExerciseBench(p: Props) {
  const tabs = useMemo<EditorTab[]>(
    () => p.edit.map((a) => ({ id: a, label: a, language: 'sql' })),
    [p.edit],
  );
  const { sql } = p;
  const contents = useMemo(() => (tab: string) => (sql[tab] ?? '').replace(/\n$/, ''), [sql]);
  const mine = p.mineShown ? p.trace : null;
  const markers = useMemo(() => markersByTab(mine, []), [mine]);
  return (
    <>
      <div className="lesson-editor" data-testid={`${p.kind}-editor`}>
        <ActionSqlEditor
          docKey={p.docKey}
          tabs={tabs}
          contents={contents}
          markers={markers}
          trace={p.trace}
          label={t('lesson.editor.label')}
          onEdit={p.onEdit}
          onRun={p.onRun}
        />
      </div>
      <div className="exercise-buttons">
        <KeepFocusButton
          off={p.checking}
          className="primary"
          data-testid={`check-${p.kind}`}
          onClick={p.onCheck}
        >
          {t(p.checking ? 'lesson.exercise.checking' : 'lesson.exercise.check')}
        </KeepFocusButton>
        <button type="button" data-testid={`run-${p.kind}`} onClick={p.onRun}>
          {t('lesson.exercise.run')} <kbd>Ctrl</kbd>+<kbd>Enter</kbd>
        </button>
        {p.buttons}
        <button type="button" data-testid={`reset-${p.kind}`} onClick={p.onReset}>
          {t('lesson.exercise.reset')}
        </button>
        {p.lastButtons}
      </div>
      <p role="status" className="exercise-veiled" data-testid="run-veiled">
        {p.veiled}
      </p>
      {p.checkError && (
        <p role="alert" className="check-error" data-testid="check-error">
          {p.checkError}
        </p>
      )}
      {p.children}
    </>
  );
}
