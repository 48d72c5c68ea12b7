// What a plain text box bound to an SQL tab shows. The scenario keeps an action's SQL without the
// exact form of its trailing blanks (its last line break belongs to the YAML; the reference SQL
// with a blank after it is stored as the reference), so a box showing the stored value took back
// a space or an Enter typed at the end. Like Monaco with its model (EditorController.update), the
// box keeps what was typed while the stored SQL is the same; any other change (Reset, another
// tab, a run that rewrote it) shows as stored.
import { useState } from 'react';

/** Two SQL texts that differ only in trailing blanks run the same. */
export function sameSql(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.trimEnd() === b.trimEnd();
}

/**
 * Where `was` and `now` differ, as one edit: `was` from offset `from` to `to` becomes `text` (the
 * longest start and end the two share are left out).
 */
export function changedSpan(was: string, now: string): { from: number; to: number; text: string } {
  let head = 0;
  const most = Math.min(was.length, now.length);
  while (head < most && was.charCodeAt(head) === now.charCodeAt(head)) head++;
  let tail = 0;
  while (
    tail < most - head &&
    was.charCodeAt(was.length - 1 - tail) === now.charCodeAt(now.length - 1 - tail)
  )
    tail++;
  return { from: head, to: was.length - tail, text: now.slice(head, now.length - tail) };
}

/** What `box` shows for the `stored` SQL of `tab`, given what was last typed into it. */
export function shownSql(
  stored: string,
  tab: string,
  typed: { tab: string; value: string } | null,
): string {
  return typed !== null && typed.tab === tab && sameSql(typed.value, stored) ? typed.value : stored;
}

/**
 * The value a text box for the `tab`'s code shows, and what to call with each typed value. The
 * YAML tab (`sql` false) is stored exactly as typed, so it shows as stored.
 */
export function useTypedValue(
  stored: string,
  tab: string,
  sql: boolean,
): [string, (value: string) => void] {
  const [typed, setTyped] = useState<{ tab: string; value: string } | null>(null);
  const shown = sql ? shownSql(stored, tab, typed) : stored;
  return [shown, (value: string) => setTyped({ tab, value })];
}
