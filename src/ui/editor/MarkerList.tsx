// A tab's markers as lines of text, where Monaco's squiggles are not: under the plain text box
// that stands in for it, and under the read-only code view before editing starts. The box or the
// view names the list as its description, so a screen reader hears it with the code.
import { t } from '../../i18n/i18n';
import type { MarkerSpec } from './markers';

interface Props {
  /** For the text box's `aria-describedby`. */
  id: string;
  markers: readonly MarkerSpec[] | undefined;
}

/** The markers in line order, or nothing when there are none. */
export function MarkerList({ id, markers }: Props) {
  const list = [...(markers ?? [])].sort((a, b) => a.startLineNumber - b.startLineNumber);
  if (list.length === 0) return null;
  return (
    <ul
      id={id}
      className="editor-markers"
      data-testid="editor-markers"
      aria-label={t('editor.plain.markers')}
    >
      {list.map((m, k) => (
        <li key={k} data-line={m.startLineNumber} data-severity={m.severity}>
          {t('editor.plain.marker', { line: m.startLineNumber, message: m.message })}
        </li>
      ))}
    </ul>
  );
}

/** The lines a tab's errors are on (warnings left out), for marking them in a view of the code. */
export function errorLines(markers: readonly MarkerSpec[] | undefined): Set<number> {
  const lines = new Set<number>();
  for (const m of markers ?? []) {
    if (m.severity !== 'error') continue;
    for (let n = m.startLineNumber; n <= m.endLineNumber; n++) lines.add(n);
  }
  return lines;
}
