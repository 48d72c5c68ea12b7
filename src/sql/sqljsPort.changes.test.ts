// changes() inside a step reads the statement before it, on a text's first run as on every later
// one: the port's checks of a statement compile it elsewhere, never between two statements.
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { createSqlJsPort } from './sqljsPort';

const SQL = await initSqlJs();
const SCHEMA = 'CREATE TABLE a (id INTEGER PRIMARY KEY, x INTEGER); CREATE TABLE log (n INTEGER)';
const STEP = 'UPDATE a SET x = x + 1 WHERE id <= 2; INSERT INTO log (n) VALUES (changes())';

/** The refusal check remembers each text, so each test runs a text of its own. */
function logAfter(runs: number, step: string): unknown[][] {
  const port = createSqlJsPort(SQL);
  expect(port.run(SCHEMA, {}).ok).toBe(true);
  expect(port.run('INSERT INTO a (x) VALUES (0), (0), (0)', {}).ok).toBe(true);
  for (let k = 0; k < runs; k++) expect(port.run(step, {}).ok).toBe(true);
  const r = port.run('SELECT n FROM log ORDER BY rowid', {});
  if (!r.ok) throw new Error(r.error.message);
  return r.value.results.at(-1)?.values ?? [];
}

describe('changes() inside a step', () => {
  it('counts the rows of the statement before it on the first run', () => {
    expect(logAfter(1, STEP)).toEqual([[2]]);
  });

  it('gives the same count on later runs of the same text', () => {
    expect(logAfter(3, `${STEP} -- again`)).toEqual([[2], [2], [2]]);
  });
});
