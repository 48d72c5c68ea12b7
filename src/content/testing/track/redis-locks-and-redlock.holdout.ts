// Holdout set for lessons/21-redis-locks-and-redlock.lesson.yaml, written by a second reviewer
// from the lesson's prose, exercise (prompt, starter, solution), schema and timelines only. See
// ../holdoutCorpus.ts. The exercise edits `claim` and `write`; an answer may give either or both.
import type { HoldoutLesson } from '../holdoutCorpus';

/** SET lock:report <random value> NX PX ttl, as in the starter, with `free` as its expiry test. */
const setLock = (free = 'px_until <= :now') => `UPDATE keys
SET value = ((:now + 8) * 2654435761) % 4294967296,
    px_until = :now + :ttl
WHERE key = 'lock:report' AND ${free}`;

/** INCR fence:report when `cond` holds, returning the new value as the token. */
const incr = (cond: string) => `UPDATE keys SET value = value + 1
WHERE key = 'fence:report'
  AND ${cond}
RETURNING value AS token`;

const LOCK_FREE = `(SELECT px_until FROM keys WHERE key = 'lock:report') <= :now`;

/** The store's write with `cond` after the id, setting `set`. */
const write = (cond: string, set = 'body = :payload, max_token = :token') => `UPDATE storage
SET ${set}
WHERE id = :job AND ${cond}`;

export const HOLDOUT: HoldoutLesson = {
  wrong: [
    {
      sql: {
        claim: `UPDATE keys SET value = value + 1 WHERE key = 'fence:report'
RETURNING value AS token;
${setLock()}`,
      },
      why: "INCRs whether or not the SET NX succeeds: the script returns a number to B at t=3 while A's key is live, so B believes it holds the lock and writes alongside A.",
    },
    {
      sql: {
        claim: `${incr(`px_until <= :now`)};
${setLock()}`,
      },
      why: 'Tests the expiry of fence:report, which has none (px_until NULL): the INCR never runs, so the script returns no number and no write can carry one.',
    },
    {
      sql: {
        claim: `${incr(`(SELECT value FROM keys WHERE key = 'lock:report') IS NULL`)};
${setLock()}`,
      },
      why: "Counts only a deleted key as free: a key that ran out at its PX expiry still counts as held, so B's claim at t=6 sets the lock but gets no number, and B's writes are refused.",
    },
    {
      sql: {
        claim: `${incr(`(SELECT px_until FROM keys WHERE key = 'lock:report') < :now`)};
${setLock()}`,
      },
      why: 'Off by one at the expiry tick: Redis counts the key as gone at its PX expiry, so a claim at that very tick sets the lock but gets no number, and the new holder cannot write.',
    },
    {
      sql: {
        claim: `${incr(`(SELECT px_until FROM keys WHERE key = 'lock:report') <= :local_now`)};
${setLock('px_until <= :local_now')}`,
      },
      why: "Judges expiry by the client's clock: B's clock runs three ticks fast, so its script takes the lock and a number at t=3 while A's key still lives in Redis.",
    },
    {
      sql: {
        claim: `${incr(`EXISTS (SELECT 1 FROM keys WHERE px_until <= :now)`)};
${setLock()}`,
      },
      why: "Asks whether any key is free, not lock:report: while A holds report's lock, an expired lock:invoice lets B's script INCR fence:report and return a number, so B thinks it holds the lock.",
    },
    {
      sql: {
        claim: `${incr(LOCK_FREE)};
UPDATE keys
SET value = ((:now + 8) * 2654435761) % 4294967296,
    px_until = :now + :ttl
WHERE key = 'lock:report'`,
      },
      why: "Drops NX from the SET: B's attempt at t=3 overwrites A's live key, so B holds the lock alongside A, with no number, and its later attempt at t=6 finds its own key still live.",
    },
    {
      sql: {
        claim: `UPDATE keys SET value = value + 1
WHERE key = 'fence:report' AND ${LOCK_FREE};
${setLock()}
RETURNING value AS token`,
      },
      why: 'Counts the grant but still hands the random value to the client: the store compares 4055616904 with 2802362286, which says nothing about which lock came first.',
    },
    {
      sql: {
        claim: `SELECT value + 1 AS token FROM keys
WHERE key = 'fence:report' AND ${LOCK_FREE};
${setLock()}`,
      },
      why: 'Reads the counter plus one but never stores it: every holder gets 1, so A’s stale write with 1 passes after B’s write with 1.',
    },
    {
      sql: { write: write('max_token < :token') },
      why: "A strict comparison: a holder writes more than once with the same number, and B's second write with 2 is refused while B holds the lock.",
    },
    {
      sql: { write: write('max_token <= :token', 'body = :payload') },
      why: "Checks the number but never stores it: max_token stays 0, so A's write with 1 at t=9 lands on B's.",
    },
    {
      sql: {
        write: `UPDATE storage SET body = :payload, max_token = :token
WHERE id = :job`,
      },
      why: "Stores the number but checks nothing: A's stale write with 1 lands after B's 2 and lowers the stored number.",
    },
    {
      sql: {
        write: `UPDATE storage SET body = :payload, max_token = :token
WHERE max_token <= :token`,
      },
      why: 'No id in the WHERE: the write goes to every row whose number is not higher, so a write for report also overwrites another resource last written with a lower number.',
    },
    {
      sql: {
        write: write(`EXISTS (SELECT 1 FROM storage WHERE max_token <= :token)`),
      },
      why: "The check is not tied to report's row: any row of the store with a number at most A's 1 (a resource nobody has fenced yet, at 0) lets A's stale write through.",
    },
    {
      sql: {
        write: write(`:token = (SELECT value FROM keys WHERE key = 'fence:report')`),
      },
      why: 'Asks Redis from the store: the store is another system, so this is a GET of the counter and then the write, and a pause between them lets the stale write land.',
    },
    {
      sql: {
        write: write('max_token <= :token', 'body = :payload, max_token = max_token + 1'),
      },
      why: "Counts writes instead of storing the token: with the counter at 40 the numbers are 41 and 42, the store's count stays at 1 or 2, and A's stale write with 41 passes after B's 42.",
    },
    {
      sql: {
        claim: `${setLock()};
UPDATE keys SET value = value + 1
WHERE key = 'fence:report'
  AND (SELECT px_until FROM keys WHERE key = 'lock:report') = :now + :ttl
RETURNING value AS token`,
      },
      why: "Sets the lock first, then INCRs if the key's expiry is the one this script would set: when two clients try at the same tick, the loser's SET NX fails but the winner's key has that very expiry, so both get a number and both believe they hold the lock.",
    },
  ],
  right: [
    {
      sql: {
        claim: `${incr(`NOT EXISTS (SELECT 1 FROM keys WHERE key = 'lock:report' AND px_until > :now)`)};
${setLock()}`,
      },
      why: 'lock:report always has a row, so "no live key" is the same test as "its expiry has passed".',
    },
    {
      sql: {
        claim: `${incr(`:now >= (SELECT px_until FROM keys WHERE key = 'lock:report')`)};
${setLock(':now >= px_until')}`,
      },
      why: 'The same comparisons written the other way round.',
    },
    {
      sql: {
        write: write(
          'NOT (max_token > :token)',
          'max_token = max(max_token, :token), body = :payload',
        ),
      },
      why: 'Only a number at least the stored one gets through, so max() stores that number.',
    },
    {
      sql: {
        claim: `${incr(`EXISTS (SELECT 1 FROM keys WHERE key = 'lock:report' AND px_until <= :now)`)};
${setLock()}`,
        write: `UPDATE storage SET max_token = :token, body = :payload
WHERE :token >= max_token AND id = :job`,
      },
      why: 'An EXISTS on the lock row in the claim, and the write with its conditions and assignments reordered.',
    },
  ],
};
