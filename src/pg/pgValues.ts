// Values between the engine and PostgreSQL: a step's parameters bound with the type of their value,
// and every column read back as the engine's SqlValue (what sql.js returns for the same data).
import type { SqlParams, SqlValue } from '../engine/types';
import type { PgStatement } from './pgText';

/** A statement with its parameters in PostgreSQL's form: `$1 … $n` and their values. */
export interface BoundStatement {
  text: string;
  values: (string | Buffer | null)[];
}

const INT8_MIN = -(2n ** 63n);
const INT8_MAX = 2n ** 63n - 1n;

/**
 * The value and, when it needs one, the type of a parameter, as SQLite would store the value:
 * an integer is a bigint, any other number a double precision (Inf and NaN included), a blob a
 * bytea. Text and NULL go untyped, so PostgreSQL reads them as it reads a quoted literal or NULL
 * in that place (a text column, a timestamp, an enum all take them).
 */
export function paramOf(v: SqlValue | undefined): {
  value: string | Buffer | null;
  type: string | null;
} {
  if (v === null || v === undefined) return { value: null, type: null };
  if (typeof v === 'string') return { value: v, type: null };
  if (typeof v === 'bigint')
    return { value: v.toString(), type: v >= INT8_MIN && v <= INT8_MAX ? 'bigint' : 'numeric' };
  if (typeof v === 'number')
    return { value: String(v), type: Number.isSafeInteger(v) ? 'bigint' : 'double precision' };
  return { value: Buffer.from(v.buffer, v.byteOffset, v.byteLength), type: 'bytea' };
}

/** The statement with each named parameter as `$k` (a cast around it when its value needs one). */
export function bindStatement(st: PgStatement, params: SqlParams): BoundStatement {
  let text = st.parts[0] ?? '';
  const values: BoundStatement['values'] = [];
  st.names.forEach((name, k) => {
    // A name the contract does not bind is NULL, as SQLite binds it.
    const { value, type } = paramOf(Object.hasOwn(params, name) ? params[name] : null);
    values.push(value);
    const slot = `$${values.length}`;
    text += (type ? `CAST(${slot} AS ${type})` : slot) + (st.parts[k + 1] ?? '');
  });
  return { text, values };
}

const INTEGERS = new Set([20, 21, 23, 26, 28]); // int8, int2, int4, oid, xid
const FLOATS = new Set([700, 701]); // real, double precision
const NUMERIC = 1700;
const BOOL = 16;
const BYTEA = 17;

function integer(text: string): number | bigint {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : BigInt(text);
}

function bytes(text: string): Uint8Array {
  // PostgreSQL's default bytea_output is hex: \x0aff…
  const hex = text.startsWith('\\x') ? text.slice(2) : '';
  const out = new Uint8Array(hex.length / 2);
  for (let k = 0; k < out.length; k++) out[k] = parseInt(hex.slice(2 * k, 2 * k + 2), 16);
  return out;
}

/**
 * How a column's text becomes a SqlValue: integers exact (a bigint past 2^53, as sql.js gives
 * them), floats as numbers, a boolean as 1 or 0 (SQLite's), a bytea as bytes, a numeric as an
 * integer when it is whole; anything else (timestamps, json, arrays) as PostgreSQL writes it.
 */
export function parserOf(oid: number): (text: string) => SqlValue {
  if (INTEGERS.has(oid)) return integer;
  if (FLOATS.has(oid)) return Number;
  if (oid === NUMERIC) return (t) => (/^-?\d+$/.test(t) ? integer(t) : Number(t));
  if (oid === BOOL) return (t) => (t === 't' ? 1 : 0);
  if (oid === BYTEA) return bytes;
  return (t) => t;
}

/** The `types` option of a pg client that reads every column with parserOf. */
export const SQL_VALUE_TYPES = {
  getTypeParser: (oid: number) => parserOf(oid),
} as const;
