// The code as a plain text box while Monaco loads, once the learner has started editing (a click
// in the code, Edit, a key typed in it): what they type goes into the scenario at once instead of
// being lost to a read-only view, and once Monaco has loaded the box hands over to it, at the
// caret, when typing (or an IME's composing) pauses. Laid out like the code view (same type,
// lines and left edge), without its colours.
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { t } from '../../i18n/i18n';
import { placeOf, type EditStart } from './CodeView';
import { hasErrors, type MarkerSpec } from './markers';
import { MarkerList } from './MarkerList';
import { useTypedValue } from './typedValue';

/**
 * How long typing must pause before Monaco takes over: its start-up holds the page for a moment,
 * and a key pressed as the box goes would reach neither.
 */
export const HANDOVER_PAUSE_MS = 300;

interface Props {
  /** The open tab's code; null when it cannot be edited now (`readOnlyWhy` says why). */
  text: string | null;
  tab: string;
  /** SQL (else the scenario's YAML, stored exactly as typed). */
  sql: boolean;
  label: string;
  readOnlyWhy: string | null;
  markers?: readonly MarkerSpec[] | undefined;
  /** Where editing started, applied once as the box opens (the caret, a typed key). */
  start: EditStart;
  /** True once Monaco has loaded: the box hands over at the next pause. */
  ready: boolean;
  onChange(value: string): void;
  onRun(): void;
  /**
   * Monaco may take over: the box's text and caret, the tab's code before the box (`before`), and
   * `focus: false` when the box no longer has the focus.
   */
  onHandover(at: EditStart): void;
}

/** The character offset of a 1-based line and column in `text`. */
export function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let k = 1; k < line; k++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  const end = text.indexOf('\n', offset);
  return Math.min(offset + column - 1, end < 0 ? text.length : end);
}

export function InterimEditor(props: Props) {
  const { text, tab, sql, label, readOnlyWhy, markers, start, ready, onRun } = props;
  const [value, typed] = useTypedValue(text ?? '', tab, sql);
  const box = useRef<HTMLTextAreaElement>(null);
  const problems = useId();
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  // Each tab's code as the box first showed it, handed over with the box's text (EditStart.before).
  // Declared before the effect that types the starting key, so it runs first.
  const before = useRef(new Map<string, string>());
  useLayoutEffect(() => {
    if (text !== null && !before.current.has(tab)) before.current.set(tab, text);
  }, [tab, text]);

  // The handover waits for a pause in typing, and for the end of an IME's composition.
  const lastInput = useRef(-Infinity);
  const composing = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const handOverLater = () => {
    window.clearTimeout(timer.current);
    if (!latest.current.ready || composing.current) return;
    const wait = Math.max(0, lastInput.current + HANDOVER_PAUSE_MS - performance.now());
    timer.current = window.setTimeout(() => {
      const el = box.current;
      if (!el) return;
      const at: EditStart = { ...placeOf(el.value, el.selectionEnd), text: el.value };
      const was = before.current.get(latest.current.tab);
      if (was !== undefined) at.before = was;
      latest.current.onHandover(document.activeElement === el ? at : { ...at, focus: false });
    }, wait);
  };
  const input = () => {
    lastInput.current = performance.now();
    handOverLater();
  };
  useEffect(() => {
    if (ready) handOverLater();
    return () => window.clearTimeout(timer.current);
  }, [ready]);

  const change = (next: string) => {
    typed(next);
    props.onChange(next);
    input();
  };

  // Where editing started, once, as the box opens: the caret goes there, and a key typed to start
  // editing is typed. Later renders keep the caret where the learner left it, and an effect run
  // again (React's StrictMode runs each twice in development) types nothing twice.
  const opened = useRef(false);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || opened.current) return;
    opened.current = true;
    let at = offsetOf(el.value, start.line, start.column);
    if (start.typed && !el.readOnly) {
      const next = el.value.slice(0, at) + start.typed + el.value.slice(at);
      at += start.typed.length;
      el.value = next;
      change(next);
    }
    el.focus();
    el.setSelectionRange(at, at);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      onRun();
    }
  };

  return (
    <div
      className="code-view code-interim"
      data-testid="interim-editor"
      data-monaco={ready ? 'loaded' : 'loading'}
    >
      <textarea
        ref={box}
        className="code-view-text code-interim-text"
        aria-label={label}
        aria-describedby={markers?.length ? problems : undefined}
        aria-invalid={hasErrors(markers) || undefined}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        value={value}
        readOnly={text === null}
        onKeyDown={onKeyDown}
        onChange={(e) => change(e.target.value)}
        onCompositionStart={() => {
          composing.current = true;
          input();
        }}
        onCompositionEnd={() => {
          composing.current = false;
          input();
        }}
      />
      <MarkerList id={problems} markers={markers} />
      <div className="code-view-bar">
        <p className="code-view-hint">
          {text === null && readOnlyWhy ? readOnlyWhy : t('editor.loading')}
        </p>
      </div>
    </div>
  );
}
