// Answers for lesson 17 (ZooKeeper): written from the lesson's prose, exercise and timelines
// only, without its declared wrong answers, equivalences, allowances or the mutants.
import type { LessonCorpus } from '../answerCorpus';

const SET = `UPDATE znodes SET data = :payload, version = version + 1, mzxid = (SELECT max(mzxid) + 1 FROM znodes)`;

export const ANSWERS: LessonCorpus = {
  wrong: [
    {
      sql: {
        setData: `${SET}
WHERE path = '/app/config'
  AND EXISTS (SELECT 1 FROM znodes n JOIN sessions s ON s.id = n.ephemeral_owner
              WHERE n.path LIKE '/lock/%' AND s.expires_at > :now)`,
      },
      why: "Checks that some lock znode is live, not the caller's: at t=10 B's znode (czxid 102) is live, so A's write after its session expired lands on B's data.",
    },
    {
      sql: {
        setData: `${SET}
WHERE path = '/app/config'
  AND EXISTS (SELECT 1 FROM znodes n JOIN sessions s ON s.id = n.ephemeral_owner
              WHERE n.czxid = :token AND s.expires_at >= :now)`,
      },
      why: '`>=` at the expiry tick: A wakes at t=5, the tick its session expires and B may take the lock, and its write still lands.',
    },
    {
      sql: {
        setData: `${SET}
WHERE path = '/app/config'
  AND EXISTS (SELECT 1 FROM znodes n JOIN sessions s ON s.id = n.ephemeral_owner
              WHERE n.czxid = :token AND s.expires_at > :local_now)`,
      },
      why: "Judges the session by the client's clock: A's clock runs 3 ticks slow, so at t=7 it reads 4 and A's session (expired by the ensemble at t=5, B holding the lock since t=6) looks live; A's write lands.",
    },
    {
      sql: {
        setData: `${SET}
WHERE path = '/app/config'
  AND EXISTS (SELECT 1 FROM znodes WHERE czxid = :token)`,
      },
      why: "Only asks whether the znode with my czxid was ever created, as the paused client's memory does: the session that owned it expired at t=8, so in ZooKeeper the znode is gone (here the row stays, with an expired session), yet A's write at t=10 lands on B's.",
    },
    {
      sql: {
        setData: `${SET}
WHERE path = '/app/config'
  AND EXISTS (SELECT 1 FROM znodes WHERE czxid = :token)
  AND EXISTS (SELECT 1 FROM sessions WHERE expires_at > :now)`,
      },
      why: "The znode and the live session are checked apart, not tied by ephemeral_owner: at t=10 A's znode row exists and B's session is live, so A's write lands.",
    },
    {
      sql: {
        setData: `${SET}
WHERE path = '/app/config'
  AND EXISTS (SELECT 1 FROM znodes n JOIN sessions s ON s.id = n.ephemeral_owner
              WHERE n.data = :worker AND s.expires_at > :now)`,
      },
      why: "Finds the lock znode by the client's name stored in it, not by czxid: A's session expires, A reconnects with a new session and takes the lock again (a new znode with data A), and a write from A's old thread, with the old czxid, passes because the name matches.",
    },
    {
      sql: {
        setData: `${SET}
WHERE path = '/app/config'
  AND EXISTS (SELECT 1 FROM znodes n JOIN sessions s ON s.id = n.ephemeral_owner
              WHERE n.czxid >= :token AND s.expires_at > :now)`,
      },
      why: "`czxid >= :token`: B's live znode has czxid 102 >= A's 101, so A's write at t=10, after its session expired, lands on B's.",
    },
    {
      sql: {
        setData: `${SET}
WHERE path = '/app/config'
  AND :token = (SELECT max(czxid) FROM znodes WHERE path LIKE '/lock/%')`,
      },
      why: 'Takes "the newest lock znode is mine" for holding the lock: A wakes at t=5 as its session expires, before anyone else has claimed, so its expired znode is still the newest and its write lands.',
    },
    {
      sql: {
        setData: `${SET}
WHERE path = '/app/config' AND mzxid < :token`,
      },
      why: '"Nobody has written since my lock was created" is an optimistic check, not a lock check: it refuses the rightful holder\'s second write (B writes at t=9, mzxid 103, and B\'s next write at t=11 is refused although its session is live).',
    },
    {
      sql: {
        setData: `${SET}
WHERE EXISTS (SELECT 1 FROM znodes n JOIN sessions s ON s.id = n.ephemeral_owner
              WHERE n.czxid = :token AND s.expires_at > :now)`,
      },
      why: "Forgets `path = '/app/config'`: the holder's setData rewrites every znode, /app/flags and the lock znodes included, so the operator finds /app/flags changed by a write that was meant for /app/config.",
    },
    {
      sql: {
        setData: `${SET}
WHERE path = '/app/config'
  AND EXISTS (SELECT 1 FROM sessions WHERE id LIKE :worker || '@%' AND expires_at > :now)`,
      },
      why: "Asks whether the client has a live session, not whether its lock znode lives: after A's session expires and A reconnects and takes the lock again under a new session, a write still in flight from A's old thread, with the old czxid, passes because A has a live session.",
    },
    {
      sql: {
        setData: `${SET}
WHERE path = '/app/config'
  AND EXISTS (SELECT 1 FROM znodes n JOIN sessions s ON s.id = n.ephemeral_owner
              WHERE n.czxid = :token AND s.expires_at > :now + 1)`,
      },
      why: 'A one-tick "safety margin": the holder\'s write in the last tick of its live session (session until t=5, write at t=4, nobody else can hold the lock yet) is refused although its znode still exists.',
    },
  ],
  right: [
    {
      sql: {
        setData: `${SET}
WHERE path = '/app/config'
  AND EXISTS (SELECT 1 FROM sessions s
              WHERE s.expires_at > :now
                AND s.id IN (SELECT ephemeral_owner FROM znodes WHERE czxid = :token))`,
      },
      why: 'The same check with the join written as `IN`: a live session that owns the znode whose czxid is the token.',
    },
    {
      sql: {
        setData: `${SET}
WHERE path = '/app/config'
  AND :token IN (SELECT n.czxid FROM znodes AS n, sessions AS s
                 WHERE n.ephemeral_owner = s.id AND :now < s.expires_at)`,
      },
      why: 'The czxids of the live ephemeral znodes, with the comparison turned around: the same set as the solution checks.',
    },
    {
      sql: {
        setData: `${SET}
WHERE path = '/app/config'
  AND EXISTS (SELECT 1 FROM znodes n JOIN sessions s ON s.id = n.ephemeral_owner
              WHERE n.path LIKE '/lock/%' AND n.czxid = :token AND s.expires_at > :now)`,
      },
      why: 'The extra `/lock/` prefix is implied: only lock znodes are ephemeral, so only they join a session.',
    },
  ],
};
