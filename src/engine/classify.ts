// A step's outcome from what the database counted, and a claim's token from what it returned.
// Pure: shared by the kernel (stepKernel.ts) and the PostgreSQL runner (src/pg), so that both
// classify a step the same way.
import type { Outcome, ResultSet, SqlValue } from './types';

/**
 * The contract's outcome of an SQL action that ran: `read` is ok; a claim is granted when it
 * changed a row, else denied; any other action accepted when it changed a row, else rejected.
 */
export function classify(action: string, changes: number): Outcome {
  if (action === 'read') return 'ok';
  if (action === 'claim') return changes > 0 ? 'granted' : 'denied';
  return changes > 0 ? 'accepted' : 'rejected';
}

/**
 * The `token` column of the first returned row (its name matched without regard to case, as SQLite
 * matches names), else its first column; null without rows.
 */
export function tokenOf(results: ResultSet[]): SqlValue {
  for (const rs of results) {
    const row = rs.values[0];
    if (!row) continue;
    const k = rs.columns.findIndex((c) => c.toLowerCase() === 'token');
    return row[k >= 0 ? k : 0] ?? null;
  }
  return null;
}
