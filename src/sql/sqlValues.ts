// Values as they come out of sql.js: integers are read as BigInt so that none loses precision, and
// every integer that fits a double exactly is handed on as a plain number.
import type { BindParams, Statement } from 'sql.js';
import type { SqlValue } from '../engine/types';

const MIN = BigInt(Number.MIN_SAFE_INTEGER);
const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** One value read with sql.js's `useBigInt`: a safe integer becomes a number, a larger one stays exact. */
export function exactValue(v: unknown): SqlValue {
  if (typeof v === 'bigint') return v >= MIN && v <= MAX ? Number(v) : v;
  return v as SqlValue;
}

/** A row read with `useBigInt`, with each integer as exactValue makes it. */
export function exactRow(row: unknown[]): SqlValue[] {
  for (let k = 0; k < row.length; k++) {
    if (typeof row[k] === 'bigint') row[k] = exactValue(row[k]);
  }
  return row as SqlValue[];
}

/**
 * The row the statement stands on, every integer exact. Read as doubles first (cheap); only a row
 * with a number past 2^53, which a double may have rounded, is read again with sql.js's
 * `useBigInt` (not in its types), which gives SQLite's integers as BigInt and leaves reals alone.
 */
export function exactGet(stmt: Statement): SqlValue[] {
  const row = stmt.get() as SqlValue[];
  for (const v of row) {
    if (typeof v === 'number' && (v > Number.MAX_SAFE_INTEGER || v < Number.MIN_SAFE_INTEGER)) {
      const get = stmt.get as (params: null, config: { useBigInt: boolean }) => unknown[];
      return exactRow(get.call(stmt, null, { useBigInt: true }));
    }
  }
  return row;
}

/** Binds named parameters; sql.js binds a bigint as a 64-bit integer (not in its types). */
export function bindNamed(stmt: Statement, params: Record<string, SqlValue>): void {
  stmt.bind(params as unknown as BindParams);
}
