// How SQL values read on screen: NULL spelled out, blobs in SQLite's hex literal form.
import type { SqlValue } from '../../engine/types';
import { tokenText } from '../../engine/values';

/** A value as the page shows it: every digit of a 64-bit integer, NULL, a blob as X'00ff'. */
export function formatValue(value: SqlValue): string {
  return tokenText(value);
}
