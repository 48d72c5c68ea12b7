// sqljs_prepared_update: the floor the engine is measured against — one prepared UPDATE.
import type { SqlJsStatic } from 'sql.js';
import { REFERENCE_SQL, STANDARD_SCHEMA } from '../../src/engine';
import { PORT_PRAGMAS } from '../../src/sql/sqljsPort';

const HOLDER = "UPDATE jobs SET owner='A', fence=1, state='running', lease_until=1";

/** The raw body: `call(k)` runs the UPDATE once; `close()` checks it still changed the row. */
export interface PreparedUpdate {
  call: (k: number) => void;
  close: () => void;
}

/**
 * Prepares the reference `renew` once on the standard schema; each call is bind + step + reset,
 * moving `:now` on by one tick and the lease by ttl, so every call changes the row. The database
 * gets the port's own pragmas (PORT_PRAGMAS), so engine_vs_raw compares the same database;
 * without them SQLite's file locking and journal handling are most of the cost. Each call is its
 * own transaction, as a lone statement is.
 */
export function preparedUpdate(SQL: SqlJsStatic): PreparedUpdate {
  const db = new SQL.Database();
  db.run(PORT_PRAGMAS);
  db.exec(STANDARD_SCHEMA, { ':job': 'job-1' });
  db.run(HOLDER);
  const stmt = db.prepare(REFERENCE_SQL.renew);
  return {
    call: (k) => {
      stmt.bind({ ':now': k, ':ttl': 3, ':job': 'job-1', ':worker': 'A', ':token': 1 });
      stmt.step();
      stmt.reset();
    },
    close: () => {
      stmt.free();
      const changed = db.getRowsModified();
      db.close();
      if (changed !== 1) throw new Error('the timed UPDATE stopped changing the row');
    },
  };
}
