// Answers for lesson 21 (Redis locks / Redlock): written from the lesson's prose, exercise and
// timelines only, without its equivalences, allowances or the mutants.
import type { LessonCorpus } from '../answerCorpus';

// SET lock:report <random value> NX PX ttl, as in the starter.
const SET_LOCK = `UPDATE keys
SET value = ((:now + 8) * 2654435761) % 4294967296,
    px_until = :now + :ttl
WHERE key = 'lock:report' AND px_until <= :now`;

const INCR_IF_FREE = `UPDATE keys SET value = value + 1
WHERE key = 'fence:report'
  AND (SELECT px_until FROM keys WHERE key = 'lock:report') <= :now
RETURNING value AS token`;

const FENCED_WRITE = `UPDATE storage SET body = :payload, max_token = :token
WHERE id = :job AND max_token <= :token`;

export const ANSWERS: LessonCorpus = {
  wrong: [
    {
      sql: {
        claim: `UPDATE keys SET value = value + 1 WHERE key = 'fence:report'
RETURNING value AS token;
${SET_LOCK}`,
      },
      why: "INCRs fence:report before the SET NX whatever its outcome: B's attempt at t=3, while A's key lives, gets number 2 and (having changed a row) counts as holding the lock; in Redis the script returns a number to a client that did not get the lock.",
    },
    {
      sql: {
        claim: `UPDATE keys SET value = value + 1
WHERE key = 'fence:report' AND px_until <= :now
RETURNING value AS token;
${SET_LOCK}`,
      },
      why: "Puts the lock's expiry test on the counter's own row: fence:report has no expiry (px_until NULL), so it is never incremented, every holder gets no number, and the store refuses every write, the holder's included.",
    },
    {
      sql: {
        claim: `UPDATE keys SET value = value + 1
WHERE key = 'fence:report'
  AND (SELECT value FROM keys WHERE key = 'lock:report') IS NULL
RETURNING value AS token;
${SET_LOCK}`,
      },
      why: '"The lock is free when the key has no value": an expired key keeps its value in the table (Redis treats it as absent), so B, taking the lock at t=6 after A\'s key expired, gets no number and every write of B is refused.',
    },
    {
      sql: {
        claim: `UPDATE keys SET value = value + 1
WHERE key = 'fence:report'
  AND (SELECT px_until FROM keys WHERE key = 'lock:report') < :now
RETURNING value AS token;
${SET_LOCK}`,
      },
      why: "`<` at the expiry tick: at t=5, when A's key expires, SET NX gives B the lock but the INCR does not run, so B holds the lock with no number and its writes are refused (fence-from-40).",
    },
    {
      sql: {
        claim: `UPDATE keys SET value = value + 1
WHERE key = 'fence:report'
  AND (SELECT px_until FROM keys WHERE key = 'lock:report') <= :local_now
RETURNING value AS token;
UPDATE keys
SET value = ((:now + 8) * 2654435761) % 4294967296,
    px_until = :local_now + :ttl
WHERE key = 'lock:report' AND px_until <= :local_now`,
      },
      why: "Judges the expiry by the client's clock: B's clock runs 3 ticks fast, so at t=3 it thinks A's key (until t=5) has expired and takes the lock with number 2 while A still holds it. Redis expires keys by its own clock.",
    },
    {
      sql: {
        claim: `UPDATE keys SET value = value + 1
WHERE key LIKE 'fence:%'
  AND (SELECT px_until FROM keys WHERE key = 'lock:report') <= :now
RETURNING value AS token;
${SET_LOCK}`,
      },
      why: "INCRs every counter on the instance, fence:invoice too: invoice's holder then finds its counter moved by a lock it never took (two-resources).",
    },
    {
      sql: {
        claim: `UPDATE keys SET value = value + 1
WHERE key = 'fence:report'
  AND EXISTS (SELECT 1 FROM keys WHERE px_until <= :now)
RETURNING value AS token;
${SET_LOCK}`,
      },
      why: "Checks that some key has expired, not lock:report: once lock:invoice has expired (t=4), a client trying report's lock while A still holds it gets a number and counts as holding the lock, though the SET NX failed.",
    },
    {
      sql: {
        claim: `UPDATE keys SET value = value + 1
WHERE key = 'fence:report'
  AND (SELECT px_until FROM keys WHERE key = 'lock:report') <= :now;
${SET_LOCK}
RETURNING px_until AS token`,
      },
      why: "Returns the key's expiry as the number: Redis's clock plus the PX, not a count of grants. It goes back when Redis's clock is set back or a failover lands on a replica whose clock is behind, and it bears no relation to numbers the store already holds from the counter (at 40, say), so the holder is refused.",
    },
    {
      sql: {
        claim: `${SET_LOCK}
RETURNING value AS token`,
        write: FENCED_WRITE,
      },
      why: "Makes the store compare, but keeps the random value as the token: random values come in no useful order, so whether A's late 4055616904 is refused after B's value depends on the hash, not on which lock came first.",
    },
    {
      sql: {
        write: `UPDATE storage SET body = :payload, max_token = :token
WHERE max_token <= :token`,
      },
      why: "Forgets `id = :job`: every row whose number is not higher than the writer's is overwritten too. In two-resources invoice holds 7, so it survives only while report's numbers stay below 7; from report's 7th lock on, each report write replaces the invoice.",
    },
    {
      sql: {
        write: `UPDATE storage SET body = :payload, max_token = :token
WHERE id = :job AND (max_token <= :token OR :token IS NULL)`,
      },
      why: 'Lets a client with no number through ("it did not use the lock script"): a writer that never took the lock, or whose claim was denied, writes the report whenever it likes.',
    },
  ],
  right: [
    {
      sql: {
        claim: `${INCR_IF_FREE};
${SET_LOCK}`,
        write: `UPDATE storage SET max_token = :token, body = :payload
WHERE :token >= max_token AND id = :job`,
      },
      why: 'The same store write with the assignments and the comparison written the other way round.',
    },
    {
      sql: {
        claim: `UPDATE keys SET value = value + 1
WHERE key = 'fence:report'
  AND NOT EXISTS (SELECT 1 FROM keys WHERE key = 'lock:report' AND px_until > :now)
RETURNING value AS token;
${SET_LOCK}`,
      },
      why: 'lock:report always has a row with a number in px_until, so "no live lock key" is the same test as "its px_until <= now".',
    },
    {
      sql: {
        write: `UPDATE storage SET body = :payload, max_token = :token
WHERE id = :job AND :token IS NOT NULL AND :token - max_token >= 0`,
      },
      why: 'The difference is never negative exactly when the stored number is not higher; the NULL test is redundant, since a NULL difference already refuses.',
    },
    {
      sql: {
        claim: `UPDATE keys SET value = value + 1
WHERE key = 'fence:report'
  AND (SELECT px_until FROM keys WHERE key = 'lock:report') <= :now;
${SET_LOCK};
SELECT value AS token FROM keys WHERE key = 'fence:report'`,
        write: `UPDATE storage SET body = :payload, max_token = max(max_token, :token)
WHERE id = :job AND NOT (max_token > :token)`,
      },
      why: 'INCR and SET under the same condition, then GET the counter: a granted claim reads the number it just made (a denied one keeps no token); the write stores max(), which is :token on every row it updates.',
    },
  ],
};
