// How SQL values read on screen: NULL spelled out, blobs in SQLite's hex literal form.
import type { SqlValue } from '../../engine/types';

export function formatValue(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (value instanceof Uint8Array) {
    return `x'${Array.from(value, (b) => b.toString(16).padStart(2, '0')).join('')}'`;
  }
  return String(value);
}
