// Answers for lesson 16 (etcd): written from the lesson's prose, exercise and timelines only,
// without its declared wrong answers, equivalences, allowances or the mutants.
import type { LessonCorpus } from '../answerCorpus';

const SET = `UPDATE kv SET value = :payload, version = version + 1,
              mod_revision = (SELECT max(mod_revision) FROM kv) + 1`;

export const ANSWERS: LessonCorpus = {
  wrong: [
    {
      sql: {
        put: `${SET}
WHERE key = 'config'
  AND EXISTS (SELECT 1 FROM kv AS l
              WHERE l.key = 'lock' AND l.mod_revision = :token)`,
      },
      why: "The lock key's mod revision, not its create revision: once the holder rewrites its own key (Election.Proclaim), every Put of the rightful holder is refused (holder-rewrites-its-key). Found by the corpus writers; the variant was added for it.",
    },
    {
      sql: {
        put: `${SET}
WHERE key = 'config' AND (SELECT max(create_revision) FROM kv) = :token`,
      },
      why: "The highest create revision in the whole store: any key created after the lock (an operator's new key, a waiter's key) refuses the rightful holder (holder-rewrites-its-key). Found by the holdout writer; the variant was added for it.",
    },
    {
      sql: {
        put: `${SET}
WHERE key = 'config'
  AND EXISTS (SELECT 1 FROM kv AS l
              WHERE l.key = 'lock' AND l.create_revision <= :token)`,
      },
      why: '`<=` "no newer lock than mine": once etcd has deleted A\'s lock key its create revision reads 0, and 0 <= 2, so A\'s Put after its lease expired lands while nobody holds the lock (A wakes at t=7, before B claims).',
    },
    {
      sql: {
        put: `${SET}
WHERE key = 'config'
  AND EXISTS (SELECT 1 FROM kv AS l
              WHERE l.key = 'lock' AND l.create_revision >= :token)`,
      },
      why: "`>=`: B's lock key was created at revision 5, and 5 >= 2, so A's stale Put at t=11 passes the compare and overwrites B's value.",
    },
    {
      sql: {
        put: `${SET}
WHERE key = 'config'
  AND EXISTS (SELECT 1 FROM kv AS l
              WHERE l.key = 'lock' AND l.value = :worker)`,
      },
      why: "Compares the lock's value (the holder's name) instead of its create revision: A's first session expires, A's new session takes the lock again (value A, revision 4), and a Put still in flight from the old session, with revision 2, passes because the name matches.",
    },
    {
      sql: {
        put: `${SET}
WHERE key = 'config'
  AND EXISTS (SELECT 1 FROM kv AS l WHERE l.key = 'lock' AND l.version > 0)`,
      },
      why: "Only asks whether somebody holds the lock: after B creates the key at t=9, A's stale Put at t=11 sees a live lock key (B's) and lands on B's value.",
    },
    {
      sql: {
        put: `${SET}
WHERE key = 'config'
  AND EXISTS (SELECT 1 FROM kv AS l
              WHERE l.key = 'lock'
                AND (l.create_revision = :token OR l.version = 0))`,
      },
      why: '"If the key is gone, nobody else holds it, so the write is harmless": A\'s lease has expired and etcd deleted its key; A\'s Put at t=7 lands although A no longer holds the lock, and B, taking the lock at t=8, starts from a value written by a client that lost it.',
    },
    {
      sql: {
        put: `${SET}
WHERE EXISTS (SELECT 1 FROM kv AS l
              WHERE l.key = 'lock' AND l.create_revision = :token)`,
      },
      why: "Forgets `key = 'config'`: the holder's Put rewrites every key, the lock key and `limits` included, so the operator's second Txn on limits sees a changed revision it never made, and the lock key's value becomes the payload.",
    },
    {
      sql: {
        put: `${SET}
WHERE key = 'config' AND create_revision = :token`,
      },
      why: "Compares the create revision of config itself, not of the lock key: config was created at revision 1 and the holder's token is 2, so even the rightful holder's Put at t=1 is refused.",
    },
    {
      sql: {
        put: `${SET}
WHERE key = 'config'
  AND (SELECT max(create_revision) FROM kv) <= :token`,
      },
      why: "Lesson 6's \"highest token wins\" applied to the store's keys: once etcd has deleted A's lock key, the highest create revision left is config's 1, so A's Put after its lease expired (t=7, before B claims) lands.",
    },
    {
      sql: {
        put: `${SET}
WHERE key = 'config'
  AND (SELECT max(mod_revision) FROM kv) = :token`,
      },
      why: "Compares the store's current revision with the token: the holder's own first Put moves the revision from 2 to 3, so its second Put (t=6 while it keeps the lease alive) is refused although it still holds the lock.",
    },
    {
      sql: {
        put: `${SET}
WHERE key = 'config'
  AND EXISTS (SELECT 1 FROM leases WHERE id = :worker AND expires > :now)`,
      },
      why: "Asks whether the writer's lease has time left, which a Txn cannot compare (the `tables` rule: put may read kv only); and the lease is named after the client, so after A's new session takes the lock again a Put from A's old session with revision 2 passes too.",
    },
  ],
  right: [
    {
      sql: {
        put: `${SET}
WHERE key = 'config'
  AND EXISTS (SELECT 1 FROM kv WHERE key = 'lock' AND create_revision = :token)`,
      },
      why: 'Without the alias: unqualified columns inside the subquery name its own kv row, so it is the same lock-key compare.',
    },
    {
      sql: {
        put: `${SET}
WHERE key = 'config'
  AND :token = (SELECT create_revision FROM kv WHERE key = 'lock')`,
      },
      why: 'A scalar subquery: the lock key is one row, and its create revision equals the token exactly when the EXISTS finds it.',
    },
    {
      sql: {
        put: `${SET}
WHERE key = 'config'
  AND :token IN (SELECT l.create_revision FROM kv AS l WHERE l.key = 'lock')`,
      },
      why: "`IN` over the lock key's create revision is the same compare as `EXISTS … = :token`.",
    },
    {
      sql: {
        put: `${SET}
WHERE key = 'config'
  AND EXISTS (SELECT 1 FROM kv AS l
              WHERE l.key = 'lock' AND l.version > 0 AND l.create_revision = :token)`,
      },
      why: 'The extra `version > 0` (the key exists) is implied: a deleted key has create revision 0, and no token is 0.',
    },
  ],
};
