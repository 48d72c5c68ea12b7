// The code as it stands, read-only and highlighted, where an editor will be: it costs no Monaco.
// Clicking it, pressing Enter or typing in it, or its Edit button starts editing (see
// useEditing.ts); the editor then opens on the same text with the cursor where the click was, or
// at the end with the typed character.
import { useEffect, useId, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { t } from '../../i18n/i18n';
import { tokenLines, tokensOf, type CodeLanguage } from './highlight';
import type { MarkerSpec } from './markers';
import { errorLines, MarkerList } from './MarkerList';
import './codeView.css';

/** Where editing starts: a 1-based line and column, and any text typed to start it. */
export interface EditStart {
  line: number;
  column: number;
  typed?: string;
  /**
   * The whole text as the interim box held it (InterimEditor.tsx): the scenario keeps an SQL tab
   * only up to its trailing blanks, and the editor starts from this instead when they differ there.
   */
  text?: string;
  /**
   * The tab's code as the interim box first showed it: the editor starts from it and takes `text`
   * as one edit, so that its Undo takes back what was typed in the box.
   */
  before?: string;
  /** False when the interim box had lost the focus: the editor takes its text, not the focus. */
  focus?: boolean;
}

interface Props {
  text: string;
  language: CodeLanguage;
  /** What the code is, for screen readers ("SQL of commit"). */
  label: string;
  /** Starts editing (loads the editor) at a place in the text. */
  onEdit(start: EditStart): void;
  /**
   * The learner is about to edit: the pointer rests on Edit, or presses it or the code. The
   * editor's code can start loading (CodeEditor.tsx) before the click that starts editing.
   */
  onEditIntent?(): void;
  /** Ctrl/Cmd+Enter, as in the editor. */
  onRun?(): void;
  /** A line under the code, e.g. why it cannot be edited now. */
  note?: string | null;
  /** The last run's markers in this code: its lines are marked, and listed under it. */
  markers?: readonly MarkerSpec[] | undefined;
}

/** Keys that move around the view or the page, and so start nothing. */
const PASSIVE = new Set([
  'Tab',
  'Escape',
  'Shift',
  'Control',
  'Alt',
  'Meta',
  'CapsLock',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** The 1-based line and column of a character offset. */
export function placeOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/** The end of the text as a place. */
const endOf = (text: string) => placeOf(text, text.length);

/**
 * How long the pointer rests on Edit before it counts as intent: instant.page's figure for links
 * (after 65 ms on a link, a click follows about one time in two, some 300 ms later on average).
 */
export const HOVER_INTENT_MS = 65;

/** Handlers that call `intent` after the pointer rests on an element, or at once as it presses. */
function useIntent(intent: (() => void) | undefined) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const stop = () => window.clearTimeout(timer.current);
  return {
    onPointerEnter: () => {
      stop();
      if (intent) timer.current = window.setTimeout(intent, HOVER_INTENT_MS);
    },
    onPointerLeave: stop,
    onPointerDown: () => {
      stop();
      intent?.();
    },
  };
}

export function CodeView(props: Props) {
  const { text, language, label, onEdit, onEditIntent, onRun, note = null, markers } = props;
  const intent = useIntent(onEditIntent);
  const code = useRef<HTMLElement>(null);
  const hint = useId();
  const problems = useId();
  const lines = useMemo(() => tokenLines(tokensOf(text, language)), [text, language]);
  const bad = useMemo(() => errorLines(markers), [markers]);

  /** The character offset of the caret the click left in the code, if it left one there. */
  const clickedOffset = (): number | null => {
    const selection = window.getSelection();
    const root = code.current;
    if (!selection || selection.rangeCount === 0 || !root || !selection.isCollapsed) return null;
    const range = selection.getRangeAt(0);
    if (!root.contains(range.startContainer)) return null;
    const before = document.createRange();
    before.selectNodeContents(root);
    before.setEnd(range.startContainer, range.startOffset);
    // Line numbers are drawn by CSS, so the text before the caret is the code's own.
    return before.toString().length;
  };

  const onClick = (e: MouseEvent) => {
    if (e.button !== 0) return;
    const selection = window.getSelection();
    // Selecting text to copy it is not editing.
    if (selection && !selection.isCollapsed && code.current?.contains(selection.anchorNode)) return;
    const offset = clickedOffset();
    onEdit(offset === null ? endOf(text) : placeOf(text, offset));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      onRun?.();
      return;
    }
    if (PASSIVE.has(e.key) || e.ctrlKey || e.metaKey || e.altKey) {
      // Scrolling the code is the view's own; the player's shortcuts stay out of it.
      if (!['Tab', 'Escape'].includes(e.key)) e.stopPropagation();
      return;
    }
    if (e.key !== 'Enter' && e.key.length !== 1) return;
    e.preventDefault();
    onEdit({ ...endOf(text), ...(e.key.length === 1 ? { typed: e.key } : {}) });
  };

  return (
    <div className="code-view" data-testid="code-view" data-language={language}>
      <pre
        className="code-view-text"
        tabIndex={0}
        role="textbox"
        aria-readonly="true"
        aria-multiline="true"
        aria-label={label}
        aria-describedby={markers?.length ? `${hint} ${problems}` : hint}
        aria-invalid={bad.size > 0 || undefined}
        onClick={onClick}
        onPointerDown={onEditIntent}
        onKeyDown={onKeyDown}
      >
        <code ref={code} data-testid="code-view-text">
          {lines.map((line, k) => (
            <span className="code-line" key={k} data-error={bad.has(k + 1) || undefined}>
              {line.map((token, j) =>
                token.kind === 'plain' ? (
                  token.text
                ) : (
                  <span key={j} className={`code-${token.kind}`}>
                    {token.text}
                  </span>
                ),
              )}
              {k < lines.length - 1 ? '\n' : null}
            </span>
          ))}
        </code>
      </pre>
      <MarkerList id={problems} markers={markers} />
      <div className="code-view-bar">
        <p id={hint} className="code-view-hint">
          {note ?? t('editor.view.hint')}
        </p>
        <button
          type="button"
          className="code-view-edit"
          data-testid="edit-code"
          {...intent}
          onClick={() => onEdit(endOf(text))}
        >
          {t('editor.view.edit')}
        </button>
      </div>
    </div>
  );
}
