// SQLite values written for people and for JSON: big integers keep every digit, blobs show as hex.
// Pure.
import type { SqlValue } from './types';

/** A blob as SQLite writes its literal: X'00ff'. */
export function blobText(v: Uint8Array): string {
  return `X'${Array.from(v, (b) => b.toString(16).padStart(2, '0')).join('')}'`;
}

/** A value as a person reads it: digits for any integer, the text itself, X'..' for a blob. */
export function tokenText(v: SqlValue): string {
  if (v === null) return 'NULL';
  if (v instanceof Uint8Array) return blobText(v);
  return String(v);
}

/** True for a value a resource could order: a number or a 64-bit integer. */
export function isNumeric(v: SqlValue): v is number | bigint {
  return typeof v === 'number' || typeof v === 'bigint';
}

const BIG = '\u0000bigint:';

/**
 * JSON.stringify that writes a bigint as its exact digits (a JSON number, as the contract asks)
 * and a blob as its X'..' literal, and writes every other value as JSON.stringify does.
 */
export function exactJson(data: unknown, indent?: number): string {
  const text = JSON.stringify(
    data,
    (_key, v: unknown) => {
      if (typeof v === 'bigint') return `${BIG}${v}`;
      if (v instanceof Uint8Array) return blobText(v);
      return v;
    },
    indent,
  );
  return text.replace(/"\\u0000bigint:(-?\d+)"/g, '$1');
}
