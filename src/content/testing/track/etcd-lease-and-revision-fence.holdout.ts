// Holdout set for lessons/16-etcd-lease-and-revision-fence.lesson.yaml, written by a second
// reviewer from the lesson's prose, exercise (prompt, starter, solution), schema and timelines
// only. See ../holdoutCorpus.ts.
import type { HoldoutLesson } from '../holdoutCorpus';

/** The exercise's Put with `cond` after `WHERE`. */
const put = (cond: string) => `UPDATE kv SET value = :payload, version = version + 1,
              mod_revision = (SELECT max(mod_revision) FROM kv) + 1
WHERE ${cond}`;

export const HOLDOUT: HoldoutLesson = {
  wrong: [
    {
      sql: {
        put: put(`key = 'config'
  AND EXISTS (SELECT 1 FROM kv AS l WHERE l.key = 'lock' AND l.version > 0)`),
      },
      why: "Asks whether somebody holds the lock, not whether the writer does: A wakes after etcd deleted its key and B created it again, and A's Put lands on B's value.",
    },
    {
      sql: {
        put: put(`key = 'config'
  AND EXISTS (SELECT 1 FROM kv AS l
              WHERE l.key = 'lock' AND l.create_revision >= :token)`),
      },
      why: "The comparison the wrong way round: B's lock key is created at 5, a later revision than A's 2, so A's stale Put passes once B holds the lock.",
    },
    {
      sql: {
        put: put(`key = 'config'
  AND EXISTS (SELECT 1 FROM kv AS l
              WHERE l.key = 'lock' AND l.create_revision <= :token)`),
      },
      why: 'A deleted key compares as create revision 0, which is below any token: A wakes after etcd expired its lease, before anyone else took the lock, and its Put lands with no lock held.',
    },
    {
      sql: {
        put: put(`key = 'config'
  AND EXISTS (SELECT 1 FROM kv AS l WHERE l.key = 'lock' AND l.value = :worker)`),
      },
      why: "Trusts the client's name written in the lock key: A's first session expires, A's second session takes the lock again, and a Put still in flight from the first session (revision 2) lands under the second one's lock.",
    },
    {
      sql: {
        put: put(`key = 'config'
  AND EXISTS (SELECT 1 FROM kv WHERE key = 'lock')
  AND create_revision = :token`),
      },
      why: "The create revision compared is config's own (1), not the lock key's, and the lock row is always there: every Put is refused, the rightful holder's included.",
    },
    {
      sql: {
        put: put(`key = 'config'
  AND EXISTS (SELECT 1 FROM leases WHERE id = :worker AND expires > :now)`),
      },
      why: "Asks about the lease by the client's name, which a Txn cannot compare: A's second session has a live lease under the same name, so a Put from A's expired first session (revision 2) lands.",
    },
    {
      sql: {
        put: put(`EXISTS (SELECT 1 FROM kv AS l
              WHERE l.key = 'lock' AND l.create_revision = :token)`),
      },
      why: "No key named in the outer WHERE: the holder's Put rewrites every key, its own lock key and an operator's `limits` too, so the operator's Txn on limits, guarded by the mod revision it read, is refused.",
    },
    {
      sql: {
        put: put(`key = 'config' AND mod_revision < :token`),
      },
      why: '"Nobody has written config since my lock was created" is not a lock check: the holder\'s own first Put moves config past its revision, so its second Put while it still holds the lock is refused.',
    },
  ],
  right: [
    {
      sql: {
        put: put(`key = 'config'
  AND (SELECT create_revision FROM kv WHERE key = 'lock') = :token`),
      },
      why: 'A scalar subquery reads the lock row (there is exactly one) in place of EXISTS.',
    },
    {
      sql: {
        put: put(`key = 'config'
  AND :token IN (SELECT l.create_revision FROM kv AS l WHERE l.key = 'lock')`),
      },
      why: 'IN over the one lock row is EXISTS with the equality.',
    },
    {
      sql: {
        put: put(`key = 'config'
  AND EXISTS (SELECT 1 FROM kv AS l
              WHERE l.key = 'lock' AND l.version > 0
                AND l.lease = :worker AND l.create_revision = :token)`),
      },
      why: "A key created at the token's revision is live (version > 0) and carries the lease of the worker that created it, so the extra conditions change nothing.",
    },
    {
      sql: {
        put: `UPDATE kv SET mod_revision = 1 + (SELECT max(mod_revision) FROM kv),
              version = version + 1, value = :payload
WHERE key = 'config'
  AND EXISTS (SELECT 1 FROM kv AS l
              WHERE l.key = 'lock' AND create_revision = :token)`,
      },
      why: 'The assignments reordered, and an unqualified create_revision inside the subquery resolves to its own table, the lock row.',
    },
    {
      sql: {
        put: put(`key = 'config'
  AND EXISTS (SELECT 1 FROM kv AS l WHERE l.create_revision = :token)`),
      },
      why: "Only the lock key is created at the token's revision (the claim's Txn creates it alone, and a revision is shared only within one Txn), so naming the key changes nothing.",
    },
  ],
};
