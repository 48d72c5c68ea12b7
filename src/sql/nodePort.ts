// The in-process port for Node: sql.js finds its own wasm there.
import initSqlJs from 'sql.js';
import type { SqlPort } from '../engine/types';
import { createSqlJsPort } from './sqljsPort';

/** Loads sql.js once and returns a fresh port (its own database) on each call. */
export async function createNodePort(): Promise<SqlPort> {
  const SQL = await initSqlJs();
  return createSqlJsPort(SQL);
}
