// Answers for lesson 18 (Kafka): written from the lesson's prose, exercise and timelines only,
// without its declared wrong answers, equivalences, allowances or the mutants.
import type { LessonCorpus } from '../answerCorpus';

const PRODUCE = `INSERT INTO log(pos, tid, epoch, value, txn)
SELECT (SELECT coalesce(max(pos), 0) + 1 FROM log), transactional_id, epoch, :payload, 'open' FROM producers
WHERE transactional_id=:job AND epoch=:token`;

const COMMIT = `UPDATE log SET txn='committed'
WHERE tid=:job AND epoch=:token AND txn='open'`;

export const ANSWERS: LessonCorpus = {
  wrong: [
    {
      sql: {
        produce: `INSERT INTO log(pos, tid, epoch, value, txn)
SELECT (SELECT coalesce(max(pos), 0) + 1 FROM log), :job, :token, :payload, 'open'
WHERE :token = (SELECT max(epoch) FROM producers)`,
      },
      why: 'The highest epoch of any transactional id: epochs count per id, so a producer whose id has been restarted less often than another is refused (busier-id). Found by the holdout writer; the variant was added for it.',
    },
    {
      sql: {
        produce: `INSERT INTO log(pos, tid, epoch, value, txn)
SELECT (SELECT coalesce(max(pos), 0) + 1 FROM log), transactional_id, epoch, :payload, 'open' FROM producers
WHERE transactional_id=:job AND epoch >= :token`,
      },
      why: "`epoch >= :token`: after B's initTransactions() the id is at epoch 2, and 2 >= 1, so the zombie A's send at t=8 is appended (stamped with epoch 2, B's, so B's commit at t=9 publishes A's duplicate invoice).",
    },
    {
      sql: {
        produce: `INSERT INTO log(pos, tid, epoch, value, txn)
SELECT (SELECT coalesce(max(pos), 0) + 1 FROM log), transactional_id, :token, :payload, 'open' FROM producers
WHERE transactional_id=:job`,
        commit: COMMIT,
      },
      why: "Checks that the transactional.id exists, not its epoch: the zombie A's send at t=8 is appended as an open record of epoch 1 after B's start aborted A's transaction, and A's commit then publishes it: a second invoice for order 7.",
    },
    {
      sql: {
        produce: `INSERT INTO log(pos, tid, epoch, value, txn)
VALUES ((SELECT coalesce(max(pos), 0) + 1 FROM log), :job, :token, :payload, 'open')`,
        commit: COMMIT,
      },
      why: "Fences the commit only: the partition still appends the zombie's record at t=8 under epoch 1, and A's commit, which looks for open records of its own epoch, finds that new one and publishes it.",
    },
    {
      sql: {
        produce: PRODUCE,
        commit: `UPDATE log SET txn='committed'
WHERE tid=:job AND txn='open'`,
      },
      why: "Fences the sends only: the zombie's commit at t=8 finds B's open record (same id) and commits it, publishing B's transaction before B has finished it.",
    },
    {
      sql: {
        commit: `UPDATE log SET txn='committed'
WHERE tid=:job AND epoch >= :token AND txn='open'`,
      },
      why: "`epoch >= :token` in the commit: the zombie A (epoch 1) commits every open record of a later epoch too, so at t=8 it publishes B's unfinished transaction (epoch 2).",
    },
    {
      sql: {
        commit: `UPDATE log SET txn='committed'
WHERE tid=:job AND txn='open'
  AND epoch=(SELECT epoch FROM producers WHERE transactional_id=:job)`,
      },
      why: "Commits the id's current epoch instead of the sender's: the zombie A's commit at t=8 never shows its own epoch, so it commits B's open records (epoch 2 is current).",
    },
    {
      sql: {
        commit: `UPDATE log SET txn='committed'
WHERE tid=:job AND epoch=:token`,
      },
      why: "Forgets `txn='open'`: B's initTransactions() aborted A's invoice, and A's commit at t=8 turns that aborted record into a committed one, so read_committed consumers see the zombie's invoice.",
    },
    {
      sql: {
        commit: `UPDATE log SET txn='committed'
WHERE epoch=:token AND txn='open'`,
      },
      why: "Forgets the transactional id: billing-0's open transaction also has epoch 1, and A's commit at t=8 (with its own records aborted) publishes billing-0's half-done transaction.",
    },
    {
      sql: {
        produce: `INSERT INTO log(pos, tid, epoch, value, txn)
SELECT (SELECT coalesce(max(pos), 0) + 1 FROM log), :job, :token, :payload, 'open'
WHERE EXISTS (SELECT 1 FROM producers WHERE epoch=:token)`,
      },
      why: "The epoch check does not name the id: billing-0 is at epoch 1, the zombie A's epoch of invoicer-0, so A's send at t=8 is appended although invoicer-0 has moved on to epoch 2.",
    },
    {
      sql: {
        produce: `INSERT INTO log(pos, tid, epoch, value, txn)
SELECT (SELECT coalesce(max(pos), 0) + 1 FROM log), :job, :token, :payload, 'open'
WHERE :token >= (SELECT coalesce(max(epoch), 0) FROM log WHERE tid=:job)`,
      },
      why: "Lesson 6's \"highest seen wins\" on the log, not the coordinator's epoch: B has called initTransactions() (epoch 42) but not sent yet, so the highest epoch in the log is still A's 41 and the zombie's send at t=5 is appended; the coordinator already knows epoch 42.",
    },
  ],
  right: [
    {
      sql: {
        commit: `UPDATE log SET txn='committed'
WHERE tid=:job AND txn='open'
  AND EXISTS (SELECT 1 FROM producers WHERE transactional_id=:job AND epoch=:token)`,
      },
      why: "The coordinator's check instead of the records': while the id is at the sender's epoch, every open record of the id is of that epoch (initTransactions() aborted the older ones).",
    },
    {
      sql: {
        produce: `INSERT INTO log(pos, tid, epoch, value, txn)
SELECT (SELECT coalesce(max(pos), 0) + 1 FROM log), :job, :token, :payload, 'open'
WHERE EXISTS (SELECT 1 FROM producers WHERE transactional_id=:job AND epoch=:token)`,
      },
      why: 'The same check as an EXISTS: when it holds, :job and :token are the id and the epoch the solution copies from producers.',
    },
    {
      sql: {
        produce: `INSERT INTO log(pos, tid, epoch, value, txn)
SELECT (SELECT coalesce(max(pos), 0) + 1 FROM log), p.transactional_id, :token, :payload, 'open' FROM producers AS p
WHERE p.epoch = :token AND p.transactional_id = :job`,
      },
      why: 'Conditions in another order and the epoch taken from :token, which equals p.epoch in every row the WHERE keeps.',
    },
    {
      sql: {
        commit: `UPDATE log SET txn='committed'
WHERE txn='open' AND tid=:job AND epoch=:token
  AND EXISTS (SELECT 1 FROM producers WHERE transactional_id=:job AND epoch=:token)`,
      },
      why: "Adds the coordinator's own epoch check: a fenced instance's open records were aborted by the new initTransactions(), so it finds nothing to commit either way.",
    },
  ],
};
