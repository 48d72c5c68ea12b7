// Holdout set for lessons/18-kafka-producer-epochs.lesson.yaml, written by a second reviewer from
// the lesson's prose, exercise (prompt, starter, solution), schema and timelines only. See
// ../holdoutCorpus.ts.
import type { HoldoutLesson } from '../holdoutCorpus';

export const HOLDOUT: HoldoutLesson = {
  wrong: [
    {
      sql: {
        produce: `INSERT INTO log(pos, tid, epoch, value, txn)
SELECT (SELECT coalesce(max(pos), 0) + 1 FROM log), transactional_id, epoch, :payload, 'open' FROM producers
WHERE transactional_id=:job AND epoch >= :token`,
      },
      why: "The comparison the wrong way round: after B's initTransactions() the id is at epoch 2, which is >= A's 1, so the zombie's record is appended under B's epoch.",
    },
    {
      sql: {
        produce: `INSERT INTO log(tid, epoch, value, txn)
SELECT :job, :token, :payload, 'open' FROM producers
WHERE epoch = :token`,
      },
      why: "Checks the epoch of any transactional.id: another producer (billing-0) happens to be at epoch 1, so the fenced invoicer's zombie with epoch 1 still appends.",
    },
    {
      sql: {
        produce: `INSERT INTO log(pos, tid, epoch, value, txn)
SELECT (SELECT coalesce(max(pos), 0) + 1 FROM log), :job, :token, :payload, 'open'
WHERE NOT EXISTS (SELECT 1 FROM log WHERE tid = :job AND epoch > :token)`,
      },
      why: "Looks for a newer epoch in the log instead of at the coordinator: B's initTransactions() has bumped the epoch but B has not sent yet, so A's zombie record is appended.",
    },
    {
      sql: {
        commit: `UPDATE log SET txn='committed'
WHERE epoch=:token AND txn='open'`,
      },
      why: "Commits by epoch alone: the zombie's commit with epoch 1 publishes billing-0's open transaction, which is also at epoch 1.",
    },
    {
      sql: {
        commit: `UPDATE log SET txn='committed'
WHERE tid=:job AND epoch >= :token AND txn='open'`,
      },
      why: "The zombie's commit with epoch 1 matches B's open records of epoch 2 and publishes B's unfinished transaction.",
    },
    {
      sql: {
        commit: `UPDATE log SET txn='committed'
WHERE tid=:job AND epoch=:token AND txn <> 'committed'`,
      },
      why: "Commits aborted records too: initTransactions() of B aborted A's open invoice, and A's zombie commit turns it back into committed.",
    },
    {
      sql: {
        commit: `UPDATE log SET txn='committed'
WHERE tid=:job AND txn='open'
  AND EXISTS (SELECT 1 FROM producers WHERE epoch=:token)`,
      },
      why: "The epoch check is tied neither to the id nor to the records: billing-0 is at epoch 1, so A's zombie commit with epoch 1 passes and publishes B's open invoice.",
    },
    {
      sql: {
        commit: `UPDATE log SET txn='committed'
WHERE tid=:job AND txn='open'
  AND epoch = (SELECT epoch FROM producers WHERE transactional_id=:job)`,
      },
      why: "Commits the id's current transaction whoever asks: the zombie's commit with epoch 1 publishes B's unfinished epoch-2 transaction.",
    },
  ],
  right: [
    {
      sql: {
        produce: `INSERT INTO log(pos, tid, epoch, value, txn)
SELECT (SELECT coalesce(max(pos), 0) + 1 FROM log), :job, :token, :payload, 'open'
WHERE EXISTS (SELECT 1 FROM producers WHERE transactional_id=:job AND epoch=:token)`,
      },
      why: 'The values come from the parameters, which equal the matched row: the id is :job and its epoch is :token.',
    },
    {
      sql: {
        produce: `INSERT INTO log(pos, tid, epoch, value, txn)
SELECT (SELECT coalesce(max(pos), 0) + 1 FROM log), :job, :token, :payload, 'open'
WHERE :token = (SELECT epoch FROM producers WHERE transactional_id=:job)`,
      },
      why: "A scalar subquery reads the id's one epoch; an unknown id gives NULL, and nothing is appended.",
    },
    {
      sql: {
        commit: `UPDATE log SET txn='committed'
WHERE txn IN ('open') AND epoch=:token AND tid=:job`,
      },
      why: 'The same three conditions, reordered, with a one-element IN.',
    },
    {
      sql: {
        produce: `INSERT INTO log(pos, tid, epoch, value, txn)
SELECT (SELECT coalesce(max(pos), 0) + 1 FROM log), p.transactional_id, p.epoch, :payload, 'open' FROM producers AS p
WHERE p.epoch=:token AND p.transactional_id=:job`,
        commit: `UPDATE log SET txn='committed'
WHERE (tid, epoch, txn) = (:job, :token, 'open')`,
      },
      why: 'An alias and reordered conditions in the produce; the commit compares one row value, which is the three equalities.',
    },
    {
      sql: {
        produce: `INSERT INTO log(pos, tid, epoch, value, txn)
SELECT (SELECT coalesce(max(pos), 0) + 1 FROM log), transactional_id, epoch, :payload, 'open' FROM producers
WHERE transactional_id=:job AND epoch <= :token`,
      },
      why: "The coordinator hands out only the id's current epoch and never lowers it, so a sender's epoch is never above it: <= refuses exactly the older epochs, as a partition leader does.",
    },
    {
      sql: {
        commit: `UPDATE log SET txn='committed'
WHERE tid=:job AND txn='open'
  AND :token = (SELECT epoch FROM producers WHERE transactional_id=:job)`,
      },
      why: "initTransactions() aborts every open record of an older epoch and the produce appends only under the current one, so when the sender's epoch is current, the id's open records are all its own.",
    },
    {
      sql: {
        commit: `UPDATE log SET txn='committed'
WHERE tid=:job AND epoch <= :token AND txn='open'`,
      },
      why: 'Open records of an older epoch were aborted by the initTransactions() that moved the epoch on, so <= matches the same open records as =.',
    },
  ],
};
