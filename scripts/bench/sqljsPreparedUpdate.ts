// sqljs_prepared_update: the floor the engine is measured against — one prepared UPDATE.
import type { SqlJsStatic } from 'sql.js';
import { REFERENCE_SQL, STANDARD_SCHEMA } from '../../src/engine';
import { PORT_PRAGMAS } from '../../src/sql/sqljsPort';
import { medianMsPerCall, type Bench } from './measure';

const HOLDER = "UPDATE jobs SET owner='A', fence=1, state='running', lease_until=1";

/**
 * Prepares the reference `renew` once on the standard schema and times bind + step + reset.
 * Each call moves `:now` on by one tick and the lease by ttl, so every call changes the row.
 * The database gets the port's own pragmas (PORT_PRAGMAS), so engine_vs_raw compares the same
 * database; without them SQLite's file locking and journal handling are most of the cost.
 */
export function sqljsPreparedUpdate(SQL: SqlJsStatic): Bench {
  return () => {
    const db = new SQL.Database();
    try {
      db.run(PORT_PRAGMAS);
      db.exec(STANDARD_SCHEMA, { ':job': 'job-1' });
      db.run(HOLDER);
      const stmt = db.prepare(REFERENCE_SQL.renew);
      const call = (k: number) => {
        stmt.bind({ ':now': k, ':ttl': 3, ':job': 'job-1', ':worker': 'A', ':token': 1 });
        stmt.step();
        stmt.reset();
      };
      const ms = medianMsPerCall(call, { warmup: 5, batches: 15, iterations: 2000 });
      stmt.free();
      if (db.getRowsModified() !== 1) throw new Error('the timed UPDATE stopped changing the row');
      return [{ name: 'sqljs_prepared_update', value: ms * 1000, unit: 'us/op' }];
    } finally {
      db.close();
    }
  };
}
