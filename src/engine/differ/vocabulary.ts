// What a generated timeline may be made of, read from an exercise's own timelines: their actors,
// actions, ticks and tables. Pure: the tables come from the initial snapshot the caller read.
import { isWorker, SCHEDULER, USER } from '../actors';
import { sqlFor } from '../referenceSql';
import type { Scenario, TableSnapshot } from '../types';

/** One actor's part: who it is, and which actions of the timelines it may take. */
export interface Part {
  actor: string;
  actions: string[];
}

/** Everything generated edits of one base timeline choose from. */
export interface Vocabulary {
  /** Workers first (those of the timeline, a new one, one whose name shares a prefix), then user and scheduler. */
  parts: Part[];
  /** The last tick an inserted step may be at. */
  lastTick: number;
  /** Statements added after the schema: higher tokens in the store, other rows with other owners. */
  seeds: string[];
  /** True when a step may present another process's token (some action binds :token). */
  processes: boolean;
}

const TOKENISH = /fence|token|generation|revision|version|epoch|attempt|seq/i;
const OWNERISH = /owner|holder|worker|lessee/i;
const LEASEISH = /until|lease|deadline|expires/i;

/** A name no actor of the timeline has: the first free capital letter after the last worker. */
function freshWorker(taken: Set<string>): string {
  for (const c of 'CDEFGHJKMNPQRSTVWXYZ') if (!taken.has(c)) return c;
  return 'W9';
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Seeds from the tables after the schema: every integer column that looks like a token raised by
 * 9 and by 99 (a store that has seen many claims), a second row of each keyed table with an
 * owner nobody has, a lease far ahead and higher tokens (another job), and a copy of its row
 * under a key its own is a prefix of (job 7 and job 70).
 */
export function seedsOf(initial: readonly TableSnapshot[]): string[] {
  const out: string[] = [];
  for (const t of initial) {
    if (t.name.startsWith('temp.') || t.name.startsWith('sqlite_') || t.rows.length === 0) continue;
    const numeric = t.columns.filter(
      (c, k) => TOKENISH.test(c) && t.rows.every((r) => typeof r[k] === 'number'),
    );
    for (const by of [9, 99]) {
      if (numeric.length > 0)
        out.push(
          `UPDATE ${quote(t.name)} SET ${numeric.map((c) => `${quote(c)} = ${quote(c)} + ${by}`).join(', ')};`,
        );
    }
    const id = t.columns.findIndex((c) => c.toLowerCase() === 'id');
    if (id < 0 || typeof t.rows[0]?.[id] !== 'string') continue;
    const cols = t.columns.map((c, k) => {
      if (k === id) return `${quote(c)} || '-other'`;
      if (OWNERISH.test(c)) return `'Z'`;
      if (TOKENISH.test(c) && numeric.includes(c)) return `${quote(c)} + 50`;
      if (LEASEISH.test(c) && typeof t.rows[0]?.[k] === 'number') return `${quote(c)} + 100`;
      return quote(c);
    });
    const copy = (values: string[]) =>
      `INSERT OR IGNORE INTO ${quote(t.name)}(${t.columns.map(quote).join(', ')}) ` +
      `SELECT ${values.join(', ')} FROM ${quote(t.name)} WHERE rowid = (SELECT min(rowid) FROM ${quote(t.name)});`;
    out.push(copy(cols));
    // And a row just like it whose key the first one's is a prefix of (job 7 and job 70).
    out.push(copy(t.columns.map((c, k) => (k === id ? `${quote(c)} || '0'` : quote(c)))));
  }
  return out;
}

/**
 * The vocabulary of one base timeline: its workers and a new one and a prefix-sharing one (who
 * may take every worker action the timelines use), and the user and scheduler with theirs.
 */
export function vocabularyOf(
  base: Scenario,
  actionsInUse: readonly string[],
  initial: readonly TableSnapshot[],
): Vocabulary {
  const taken = new Set(base.steps.map((s) => s.actor));
  const workers = [...taken].filter(isWorker);
  const first = workers[0] ?? 'A';
  // A new worker, one whose name shares a prefix, and one that differs only in case (LIKE, COLLATE NOCASE).
  const extra = [freshWorker(taken), `${first}2`, first.toLowerCase()].filter(
    (w, k, all) => !taken.has(w) && all.indexOf(w) === k,
  );
  const byUser = new Set(base.steps.filter((s) => s.actor === USER).map((s) => s.do));
  const byScheduler = new Set(base.steps.filter((s) => s.actor === SCHEDULER).map((s) => s.do));
  const sqlActions = actionsInUse.filter((a) => a !== 'pause' && a !== 'crash');
  const workerActions = sqlActions.filter(
    (a) => a !== 'cancel' && a !== 'recover' && !byUser.has(a) && !byScheduler.has(a),
  );
  const parts: Part[] = [...workers, ...extra].map((actor) => ({
    actor,
    actions: workerActions,
  }));
  // A user who may cancel, wherever the SQL minds a job's state (a cancel at any tick).
  const minds = Object.values(base.sql).some((sql) => /state|status|cancel/i.test(sql));
  const userActions = [
    ...(minds && !sqlActions.includes('cancel') ? ['cancel'] : []),
    ...sqlActions.filter((a) => a === 'cancel' || byUser.has(a)),
  ];
  const schedulerActions = sqlActions.filter((a) => a === 'recover' || byScheduler.has(a));
  if (userActions.length > 0) parts.push({ actor: USER, actions: userActions });
  if (schedulerActions.length > 0) parts.push({ actor: SCHEDULER, actions: schedulerActions });
  const ticks = base.steps.flatMap((s) => [s.at, s.until ?? 0]);
  const lastTick = Math.min(40, Math.max(0, ...ticks) + base.ttl + 2);
  const processes = workerActions.some(
    (a) => a !== 'claim' && /:token\b/.test(sqlFor(base.sql, a) ?? ''),
  );
  return { parts, lastTick, seeds: seedsOf(initial), processes };
}
