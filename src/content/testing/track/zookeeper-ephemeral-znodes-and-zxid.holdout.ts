// Holdout set for lessons/17-zookeeper-ephemeral-znodes-and-zxid.lesson.yaml, written by a second
// reviewer from the lesson's prose, exercise (prompt, starter, solution), schema and timelines
// only. See ../holdoutCorpus.ts.
import type { HoldoutLesson } from '../holdoutCorpus';

/** The exercise's setData with `cond` after `WHERE`. */
const setData = (
  cond: string,
) => `UPDATE znodes SET data = :payload, version = version + 1, mzxid = (SELECT max(mzxid) + 1 FROM znodes)
WHERE ${cond}`;

export const HOLDOUT: HoldoutLesson = {
  wrong: [
    {
      sql: {
        setData: setData(`path = '/app/config'
  AND EXISTS (SELECT 1 FROM znodes n JOIN sessions s ON s.id = n.ephemeral_owner
              WHERE n.czxid = :token AND s.expires_at >= :now)`),
      },
      why: 'Off by one at the expiry tick: A wakes at the very tick the ensemble expires its session and writes, while B may take the lock at that same tick.',
    },
    {
      sql: {
        setData: setData(`path = '/app/config'
  AND EXISTS (SELECT 1 FROM znodes n JOIN sessions s ON s.id = n.ephemeral_owner
              WHERE n.czxid = :token AND s.expires_at > :local_now)`),
      },
      why: "Judges the session by the client's own clock: a client whose clock runs slow thinks its session is live after the ensemble expired it, and writes over the next holder.",
    },
    {
      sql: {
        setData: setData(`path = '/app/config'
  AND EXISTS (SELECT 1 FROM znodes n WHERE n.czxid = :token)`),
      },
      why: "Checks that the znode row is there, but an expired session's znode counts as gone only by its session: A's stale write after B took the lock lands.",
    },
    {
      sql: {
        setData: setData(`path = '/app/config'
  AND EXISTS (SELECT 1 FROM znodes n JOIN sessions s ON s.id = n.ephemeral_owner
              WHERE n.path LIKE '/lock/%' AND s.expires_at > :now)`),
      },
      why: "Asks whether any lock znode is live, not the caller's: once B holds the lock, A's late write passes on B's znode.",
    },
    {
      sql: {
        setData: setData(`path = '/app/config'
  AND EXISTS (SELECT 1 FROM znodes n, sessions s
              WHERE n.czxid = :token AND s.expires_at > :now)`),
      },
      why: "The join lost its ON: A's znode is paired with every session, so B's live session makes A's expired znode look held, and A's write lands on B's.",
    },
    {
      sql: {
        setData: setData(`path = '/app/config'
  AND EXISTS (SELECT 1 FROM znodes n JOIN sessions s ON s.id = n.ephemeral_owner
              WHERE n.data = :worker AND s.expires_at > :now)`),
      },
      why: 'Identifies the holder by its name in the znode, not by its czxid: A opens a new session after the expiry and takes the lock again, and a write still under way in the old session (old czxid) lands.',
    },
    {
      sql: {
        setData: setData(`path = '/app/config'
  AND EXISTS (SELECT 1 FROM znodes n JOIN sessions s ON s.id = n.ephemeral_owner
              WHERE n.czxid >= :token AND s.expires_at > :now)`),
      },
      why: "The comparison the wrong way round: B's live znode has czxid 102, above A's 101, so A's stale write passes once B holds the lock.",
    },
    {
      sql: {
        setData: setData(`EXISTS (SELECT 1 FROM znodes n JOIN sessions s ON s.id = n.ephemeral_owner
              WHERE n.czxid = :token AND s.expires_at > :now)`),
      },
      why: "No path in the outer WHERE: the holder's setData rewrites every znode, /app/flags and its own lock znode included, which an operator finds changed.",
    },
    {
      sql: {
        setData: setData(`path = '/app/config' AND mzxid < :token`),
      },
      why: '"Nobody has written config since my lock znode was created" is not a lock check: the holder\'s own first write moves mzxid past its czxid, so its second write while its session is live is refused.',
    },
    {
      sql: {
        setData: setData(`path = '/app/config'
  AND NOT EXISTS (SELECT 1 FROM znodes n WHERE n.path LIKE '/lock/%' AND n.czxid > :token)`),
      },
      why: 'Checks only that nobody has taken over yet, not that the caller still holds the lock: A wakes at or after its session expired, before the next claim, and writes with its znode gone.',
    },
  ],
  right: [
    {
      sql: {
        setData: setData(`path = '/app/config'
  AND EXISTS (SELECT 1 FROM znodes n, sessions s
              WHERE s.id = n.ephemeral_owner AND n.czxid = :token AND :now < s.expires_at)`),
      },
      why: 'The join written in WHERE, and the expiry comparison turned round.',
    },
    {
      sql: {
        setData: setData(`path = '/app/config'
  AND :token IN (SELECT n.czxid FROM znodes n JOIN sessions s ON s.id = n.ephemeral_owner
                 WHERE s.expires_at - :now > 0)`),
      },
      why: 'IN over the czxids of live znodes is EXISTS with the equality; expires_at - now > 0 is expires_at > now.',
    },
    {
      sql: {
        setData: setData(`path = '/app/config'
  AND (SELECT s.expires_at FROM sessions s JOIN znodes n ON n.ephemeral_owner = s.id
       WHERE n.czxid = :token) > :now`),
      },
      why: 'A zxid names one change, so at most one znode has the token as czxid; no znode gives NULL, and NULL > now is not true.',
    },
    {
      sql: {
        setData: setData(`path = '/app/config'
  AND EXISTS (SELECT 1 FROM znodes n JOIN sessions s ON s.id = n.ephemeral_owner
              WHERE n.path LIKE '/lock/%' AND n.ephemeral_owner IS NOT NULL
                AND n.czxid = :token AND s.expires_at > :now)`),
      },
      why: 'The token is the czxid of a lock znode, which is ephemeral, so the extra conditions change nothing.',
    },
    {
      sql: {
        setData: setData(`path = '/app/config'
  AND EXISTS (SELECT 1 FROM znodes n JOIN sessions s ON s.id = n.ephemeral_owner
              WHERE n.czxid <= :token AND s.expires_at > :now)`),
      },
      why: "The caller got the lock when every older lock znode was gone, and a dead znode never comes back, so a live lock znode at or below the caller's czxid can only be its own.",
    },
  ],
};
