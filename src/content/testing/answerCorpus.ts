// A regression corpus of learner answers for every lesson's exercise, written without looking at
// the lessons' own lists of wrong answers or at the mutants. Each answer gives SQL for one or
// more of the exercise's edited actions; the others keep the solution's SQL.
//
// - `wrong`: SQL a real learner might write that is wrong in a situation a real system meets.
//   `why` says what goes wrong and in which timeline. A stronger checker must refuse every one;
//   the current checker lets some of them through (see the `why`s that say "not in the
//   exercise's timelines").
// - `right`: SQL that differs in text from the solution but behaves the same in every
//   situation. `why` says why in one line. Every one of them must pass the checker.
//
// Some wrong answers need two processes that report the same worker name while holding
// different tokens. The contract binds one token per actor, so such a timeline needs either a
// claim that records `substr(:worker, 1, 1)` (as lessons 3, 4, 8 and 10 do) or a step field
// `token:` (the token a step presents instead of the actor's own, e.g. `token: 1` or
// `token: null`); the `why` says so.

export interface CorpusAnswer {
  sql: Record<string, string>;
  why: string;
}

export interface LessonCorpus {
  wrong: CorpusAnswer[];
  right: CorpusAnswer[];
}

// Lesson 8's two effects share their SQL; this builds both from one WHERE.
const effect = (select: string, tail = 'ON CONFLICT(key) DO NOTHING') =>
  `INSERT INTO effects(key, worker, token, amount)\n${select}\n${tail}`;
const fencedSelect = (cond: string) =>
  `SELECT :key, :worker, :token, :payload\nWHERE EXISTS (SELECT 1 FROM jobs\n              WHERE ${cond})`;
const both = (sql: string) => ({ charge: sql, refund: sql });

const L10_SET = `UPDATE refs
SET version = (SELECT max(version) FROM objects
               WHERE key = :job AND writer_token = :token),
    generation = :token`;

const L12_SET = `UPDATE jobs
SET revision = revision + 1, progress = trim(progress || ' ' || :payload)`;

/** The first fifteen lessons', keyed by lesson id (the `id:` of each lesson file). */
const FIFTEEN: Record<string, LessonCorpus> = {
  'lease-is-not-a-lock': {
    wrong: [
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND state='running'`,
        },
        why: 'No lease check: A wakes at t=3, the tick its 3-tick lease ends, and finishes although B may claim at that same tick; any finish after the lease ran out (nobody has claimed yet) races the next claim.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until >= :now AND state='running'`,
        },
        why: "`>=` at the lease-end tick: A finishes at t=3 when lease_until is 3, the very tick at which B's claim (lease_until <= now) is granted, so both count the tick as theirs.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :local_now AND state='running'`,
        },
        why: "Worker clock: A's clock runs 3 ticks slow, so when it wakes at t=7 its clock says t=4 and its lease (until t=5) looks live; A finishes although by the database's clock its lease ended two ticks ago and B may claim at any moment.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :now AND state <> 'cancelled'`,
        },
        why: "`state <> 'cancelled'` instead of `state='running'`: A finishes at t=2, its acknowledgement is lost, and its retried finish at t=3 (lease still live) is accepted again and overwrites the result of a job that is already done. Not in the exercise's timelines.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :now AND state <> 'done'`,
        },
        why: "`state <> 'done'`: the user cancels at t=2 while A's lease is live, and A's finish at t=3 turns the cancelled job into done.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE owner=:worker AND lease_until > :now AND state='running'`,
        },
        why: 'Forgets the job id: A holds report-42 and report-43, and finishing report-42 also finishes report-43 with the wrong result.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND lease_until > :now AND state='running'`,
        },
        why: 'No owner check ("a lease is live" instead of "my lease is live"): A stalls, B takes over at t=6, and A\'s finish at t=7 lands under B\'s live lease.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done'
WHERE id=:job AND owner=:worker AND lease_until > :now AND state='running';
UPDATE jobs SET result=:payload WHERE id=:job`,
        },
        why: "The result is written by a second, unchecked statement: A's stale finish at t=7 changes no state but still writes its result over B's job, and the step counts as accepted.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :now AND lease_until > :local_now
  AND state='running'`,
        },
        why: "A stricter-looking check on both clocks loses the rightful holder's finish: A's clock runs 3 ticks fast, so its finish at t=3 (lease until t=5, nobody else can claim) is refused because its clock says t=6. Not in the exercise's timelines (they only have a slow clock).",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :now AND state='running' OR state='ready'`,
        },
        why: "`OR` without parentheses binds loosest: any ready job can be finished by anyone, so a worker that never claimed (or one whose job was recovered to ready by the scheduler) finishes it, e.g. B's commit at t=0 before any claim is accepted. Not in the exercise's timelines.",
      },
    ],
    right: [
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE state='running' AND lease_until > :now AND owner=:worker AND id=:job`,
        },
        why: 'The same four conjuncts in another order.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND :now < lease_until AND state IN ('running')`,
        },
        why: '`:now < lease_until` is `lease_until > :now` mirrored, and a one-element IN list is equality.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND NOT (lease_until <= :now) AND state='running'`,
        },
        why: 'lease_until is NOT NULL, so NOT (lease_until <= :now) is exactly lease_until > :now.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until >= :now + 1 AND state='running'`,
        },
        why: 'Ticks are integers, so lease_until >= :now + 1 holds exactly when lease_until > :now.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id IN (SELECT id FROM jobs
             WHERE id=:job AND owner=:worker AND lease_until - :now > 0 AND state='running')`,
        },
        why: 'The subquery selects the same single row (id is the primary key), and lease_until - :now > 0 is lease_until > :now.',
      },
    ],
  },

  'longer-ttl-moves-the-problem': {
    wrong: [
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND state='running'`,
        },
        why: '"The owner check is enough now": A\'s lease runs out at t=3 and nobody has claimed yet when A finishes at t=4, so the finish races the next claim on a lease that is over.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until >= :now AND state='running'`,
        },
        why: "`>=` at the lease-end tick: A's finish at t=100, the tick its 100-tick lease ends, is accepted although B's claim at the same tick is granted.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :local_now AND state='running'`,
        },
        why: "Worker clock: A's clock runs 40 ticks slow, so at t=130 it says t=90 and its 100-tick lease looks live; A finishes a job whose lease ended at t=100.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :now AND state <> 'cancelled'`,
        },
        why: "`state <> 'cancelled'`: with a long lease, A's retried finish (sent again after a timeout, while its lease is still live) is accepted a second time and overwrites the result of a job that is already done. Not in the exercise's timelines.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE owner=:worker AND lease_until > :now AND state='running'`,
        },
        why: 'Forgets the job id: A finishes report-42 and report-43 with one statement, so its own later finish of report-43 is refused and report-43 has the wrong result.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :now`,
        },
        why: "No state check: the user cancels at t=10 during A's 100-tick lease, and A's finish at t=50 turns the cancelled job into done.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :now AND lease_until > :local_now
  AND state='running'`,
        },
        why: "A stricter-looking check on both clocks: a holder whose clock runs fast (say 40 ticks) finishes at t=80 inside its 100-tick lease, and the finish is refused because its clock says t=120, so the work is lost while nobody else may hold the job. Not in the exercise's timelines.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :now + 1 AND state='running'`,
        },
        why: 'A "safety margin" that loses the rightful holder\'s finish: C finishes at t=8, inside its 3-tick lease that ends at t=9 (no claim can land before t=9), and the finish is refused, so the work is lost although nobody else may hold the job.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND lease_until > :now AND state='running'
  AND :now - (lease_until - :ttl) < :ttl`,
        },
        why: '"The lease is fresh" instead of "the lease is mine": the extra condition only restates lease_until > :now, so A\'s finish at t=150 still lands under B\'s live lease.',
      },
    ],
    right: [
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE owner=:worker AND id=:job AND state='running' AND lease_until > :now`,
        },
        why: 'The same conjuncts in another order.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND max(lease_until, :now) > :now AND state='running'`,
        },
        why: 'max(lease_until, :now) exceeds :now exactly when lease_until does.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND (lease_until - :now) >= 1 AND state IN ('running')`,
        },
        why: 'For integer ticks lease_until - :now >= 1 is lease_until > :now; a one-element IN is equality.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND state='running'
  AND EXISTS (SELECT 1 FROM jobs j WHERE j.id=:job AND j.owner=:worker AND j.lease_until > :now)`,
        },
        why: 'The subquery reads the same single row (id is the primary key), so it asks the same owner and lease questions.',
      },
    ],
  },

  'fencing-token': {
    wrong: [
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence >= :token
  AND lease_until > :now AND state='running'`,
        },
        why: '`fence >= :token` is true for every older grant: the old process of A (token 1) finishes at t=8 while A#2 holds fence 2.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=substr(:worker, 1, 1) AND :token IS NOT NULL
  AND lease_until > :now AND state='running'`,
        },
        why: "`:token IS NOT NULL` only asks whether the process ever got a token: the old process of A still holds token 1 and finishes under A#2's lease.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence = (SELECT fence FROM jobs WHERE id=:job)
  AND lease_until > :now AND state='running'`,
        },
        why: "The token is taken from the row instead of from the claim, so the comparison is always true: the old process of A finishes under A#2's grant.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=substr(:worker, 1, 1), lease_until=:now + :ttl,
                fence=fence+1, state='running'
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running')
RETURNING fence + 1 AS token`,
        },
        why: 'Believes RETURNING shows the old row and adds one again: every holder gets a token one above the fence, so even A#2, the real holder, can never finish.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET fence=fence+1 WHERE id=:job;
UPDATE jobs SET owner=substr(:worker, 1, 1), lease_until=:now + :ttl, state='running'
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: "The increment is a separate, unchecked statement: B's claim at t=2 while A's lease is live still bumps the fence, so it counts as granted (a double grant) and A's own finish is refused.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=substr(:worker, 1, 1), lease_until=:now + :ttl,
                fence=fence+1, state='running'
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running')`,
        },
        why: 'Forgets RETURNING: the claim counts its grants but hands no token out, so :token is NULL and no holder can ever finish.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token AND state='running'`,
        },
        why: 'Drops the lease check "because the token is enough": A wakes at t=5, the tick its lease ends, and finishes with the right token although A#2 may claim at that same tick.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=substr(:worker, 1, 1), lease_until=:now + :ttl,
                fence=fence+1, state='running'
WHERE id=:job AND lease_until <= :now AND state='ready'
RETURNING fence AS token`,
        },
        why: "Claims only ready jobs: after A's lease runs out the row still says running (no sweep), so A#2 can never take over the stalled job.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=substr(:worker, 1, 1), lease_until=:now + :ttl,
                fence=fence+1, state='running'
WHERE id=:job AND lease_until < :now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: "`<` at the lease-end tick: A#2's claim at t=5, when A's lease ends at 5, is denied although the tick already belongs to the next claim.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token
  AND lease_until > :now AND state <> 'cancelled'`,
        },
        why: "`state <> 'cancelled'`: A#2 finishes, its acknowledgement is lost, and its retried finish one tick later (same token, lease live) is accepted again and overwrites the result. Not in the exercise's timelines.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=substr(:worker, 1, 1), lease_until=:now + :ttl,
                fence=fence+1, state='running'
WHERE id=:job AND lease_until <= :local_now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: "The claim compares with the worker's clock: a clock 2 ticks fast sees a live lease as over two ticks early and takes it (B at t=4 against A's lease until t=5), and a clock 2 ticks slow is denied a free job (A at t=0).",
      },
    ],
    right: [
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND fence=:token AND lease_until > :now AND state='running'`,
        },
        why: 'fence=:token already names the grant, and the claim that made that grant wrote the owner, so the owner check is implied.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=substr(:worker, 1, 1), lease_until=:now + :ttl,
                fence=1 + fence, state='running'
WHERE id=:job AND NOT (lease_until > :now) AND state IN ('running','ready')
RETURNING fence AS token, owner`,
        },
        why: 'The same increment and conditions written differently; the extra returned column does not matter, since the token is read from the `token` column.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE :token = fence AND id=:job AND owner=substr(:worker, 1, 1)
  AND lease_until - :now > 0 AND state IN ('running')`,
        },
        why: 'The same conjuncts reordered and mirrored; lease_until - :now > 0 is lease_until > :now.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=substr(:worker, 1, 1), lease_until=:ttl + :now,
                fence=(SELECT fence FROM jobs WHERE id=:job) + 1, state='running'
WHERE id=:job AND :now >= lease_until AND (state='ready' OR state='running')
RETURNING fence AS TOKEN`,
        },
        why: 'The subquery reads the row as it was before this UPDATE, so it is fence+1; the token column is matched without regard to case.',
      },
    ],
  },

  'renew-with-owner-and-token': {
    wrong: [
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl
WHERE id=:job AND owner=substr(:worker, 1, 1) AND lease_until > :now AND state='running'`,
        },
        why: "No token check: the old process of A wakes at t=8 and renews A#2's lease, because both report the name A.",
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence >= :token
  AND lease_until > :now AND state='running'`,
        },
        why: "`fence >= :token` accepts every older grant: the old process of A (token 1) extends A#2's lease (fence 2).",
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token AND state='running'`,
        },
        why: 'No live-lease check: A wakes at t=5, the tick its lease ended, and brings the lease back although B may claim at that very tick.',
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token
  AND lease_until >= :now AND state='running'`,
        },
        why: '`>=` at the lease-end tick: a renewal at t=5 of a lease that ends at 5 revives it in the tick that belongs to the next claim.',
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token
  AND lease_until > :now AND state <> 'cancelled'`,
        },
        why: "`state <> 'cancelled'`: A finishes at t=2 and its heartbeat thread, still running, renews at t=3; the heartbeat is accepted on a job that is done, so A is told to carry on with nothing to hold. Not in the exercise's timelines.",
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=lease_until + :ttl
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token
  AND lease_until > :now AND state='running'`,
        },
        why: "Extends from the old end instead of from now: every early heartbeat pushes the lease further out (renewing at t=4 a lease that ends at 5 gives 10, not 9), so B's claim at t=9 is denied although A's lease should be over.",
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:local_now + :ttl
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token
  AND lease_until > :now AND state='running'`,
        },
        why: "Writes the new lease end on the worker's clock: A's clock runs 3 ticks slow, so its heartbeat at t=3 sets the lease to t=5 instead of t=8 and B takes a job that A is still renewing.",
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token
  AND lease_until > :local_now AND state='running'`,
        },
        why: "Checks the old lease end on the worker's clock: A's clock runs 3 ticks slow, so at t=10 its lease (ended t=8) looks live and the late heartbeat revives it.",
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl
WHERE owner=substr(:worker, 1, 1) AND fence=:token AND lease_until > :now AND state='running'`,
        },
        why: "Forgets the job id: A's heartbeat for nightly-backup also extends report-43 (same owner, also token 1), so the scheduler cannot recover report-43 whose work has stalled.",
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl, fence=fence+1
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token
  AND lease_until > :now AND state='running'`,
        },
        why: "Bumps the fence on every heartbeat: the worker's token is not updated by a renewal, so after its first heartbeat the rightful holder can neither renew again nor finish.",
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token
  AND lease_until > :now AND lease_until > :local_now AND state='running'`,
        },
        why: "A stricter-looking check on both clocks: A's clock runs 3 ticks fast, so its heartbeat at t=3 (lease until t=5) is refused, its lease lapses and B takes over a healthy worker's job. Not in the exercise's timelines (they only have a slow clock).",
      },
    ],
    right: [
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl
WHERE id=:job AND fence=:token AND lease_until > :now AND state='running'`,
        },
        why: 'fence=:token names the grant; the claim that made it wrote the owner, so the owner check is implied.',
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=max(lease_until, :now + :ttl)
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token
  AND lease_until > :now AND state='running'`,
        },
        why: 'A lease end is always set to some earlier-or-equal now plus the same ttl, so it is never beyond :now + :ttl and the max is :now + :ttl.',
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:ttl + :now
WHERE :now < lease_until AND state IN ('running') AND fence=:token
  AND owner=substr(:worker, 1, 1) AND id=:job`,
        },
        why: 'The same conditions mirrored and reordered.',
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token
  AND lease_until - :now > 0 AND NOT (state <> 'running')`,
        },
        why: "lease_until - :now > 0 is lease_until > :now; state is NOT NULL, so NOT (state <> 'running') is state = 'running'.",
      },
    ],
  },

  'check-then-write-is-a-race': {
    wrong: [
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job
  AND EXISTS (SELECT 1 FROM jobs
              WHERE owner=:worker AND fence=:token
                AND lease_until > :now AND state='running')`,
        },
        why: "The subquery forgets the job id: after B takes report-42, A's stale write still finds report-43's row (owner A, fence 1, live, running) and replaces B's report.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE id=:job AND owner=:worker AND fence=:token
                AND lease_until > :now AND state='running')`,
        },
        why: "The outer UPDATE forgets the job id: A's write for report-42 overwrites every row of storage, including report 43's.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job
  AND EXISTS (SELECT 1 FROM jobs
              WHERE id=id AND owner=:worker AND fence=:token
                AND lease_until > :now AND state='running')`,
        },
        why: "`id=id` inside the subquery compares jobs.id with itself, so it is always true: A's stale write for report-42 passes on report-43's row.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job
  AND EXISTS (SELECT 1 FROM jobs
              WHERE id=:job AND owner=:worker
                AND lease_until > :now AND state='running')`,
        },
        why: "No token check: a restart moves only the fence and keeps A as the owner with a live lease, and A's write under the old grant still lands.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job
  AND EXISTS (SELECT 1 FROM jobs
              WHERE id=:job AND owner=:worker AND fence >= :token
                AND lease_until > :now AND state='running')`,
        },
        why: "`fence >= :token` accepts older grants: after a restart moved the fence to 2, A's write with token 1 still lands.",
      },
      {
        sql: {
          write: `SELECT 1 FROM jobs
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running';
UPDATE storage SET body=:payload WHERE id=:job`,
        },
        why: "The check is a separate statement whose answer gates nothing: the UPDATE runs whatever the SELECT found, so A's stale write at t=8 replaces B's report.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload, max_token=:token
WHERE id=:job AND max_token <= :token`,
        },
        why: "Fences at the store instead of asking the job row: A's stale write comes before B has written anything, the store has only seen A's token, and it lands.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job
  AND EXISTS (SELECT 1 FROM jobs
              WHERE id=:job AND owner=:worker AND fence=:token
                AND lease_until > :now AND state <> 'cancelled')`,
        },
        why: "`state <> 'cancelled'`: A finishes the job at t=4 and a delayed copy of its save arrives at t=5 (lease still live); it is accepted and changes the saved report of a job that is already done. Not in the exercise's timelines.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job
  AND EXISTS (SELECT 1 FROM jobs
              WHERE id=:job AND owner=:worker AND fence=:token
                AND lease_until >= :now AND state='running')`,
        },
        why: "`>=` at the lease-end tick: A writes at t=5 when its lease ends at 5, the tick at which B's claim is granted.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job
  AND EXISTS (SELECT 1 FROM jobs
              WHERE id=:job AND owner=:worker AND fence=:token
                AND lease_until > :local_now AND state='running')`,
        },
        why: "Worker clock: A's clock runs 3 ticks slow, so at t=5 (lease over) it says t=2 and A's write lands.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job
  AND EXISTS (SELECT 1 FROM jobs
              WHERE id=:job AND owner=:worker AND fence=:token
                AND lease_until > :now AND lease_until > :local_now AND state='running')`,
        },
        why: "A stricter-looking check on both clocks: A's clock runs 3 ticks fast, so its write at t=3 inside its lease (until t=5) is refused and its report is lost while nobody else holds the job. Not in the exercise's timelines.",
      },
    ],
    right: [
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id IN (SELECT id FROM jobs
             WHERE id=:job AND owner=:worker AND fence=:token
               AND lease_until > :now AND state='running')`,
        },
        why: 'The subquery returns :job exactly when the job row holds this grant, so the same storage row is written under the same condition.',
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
FROM jobs
WHERE storage.id=:job AND jobs.id=storage.id AND jobs.owner=:worker AND jobs.fence=:token
  AND jobs.lease_until > :now AND jobs.state='running'`,
        },
        why: 'UPDATE … FROM joins the one job row with the same id and the same conditions, in one statement.',
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job
  AND :token = (SELECT fence FROM jobs
                WHERE id=:job AND owner=:worker AND lease_until > :now AND state='running')`,
        },
        why: 'The scalar subquery is the fence when the other checks hold and NULL otherwise, so comparing it with :token is the same test.',
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job
  AND EXISTS (SELECT * FROM jobs j
              WHERE j.id=storage.id AND j.state IN ('running') AND :now < j.lease_until
                AND j.fence=:token AND j.owner=:worker)`,
        },
        why: 'storage.id is :job, so the correlated subquery reads the same job row with the same conditions reordered.',
      },
    ],
  },

  'enforce-at-the-resource': {
    wrong: [
      {
        sql: {
          write: `UPDATE storage SET body=:payload, max_token=:token
WHERE id=:job AND max_token < :token`,
        },
        why: "`<` refuses the holder's own second write: B writes at t=7 and again at t=10 with token 2, and the second is refused.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload, max_token=:token
WHERE max_token <= :token`,
        },
        why: "Forgets the job id: A's write for invoice 7 with token 41 also overwrites invoice 8, whose own token is only 5.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job AND max_token <= :token`,
        },
        why: "Checks the highest token but never records it: max_token stays 0, so A's write with token 1 at t=9 still replaces B's.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload, max_token=max(max_token, :token)
WHERE id=:job`,
        },
        why: "Remembers the highest token but refuses nothing: A's late write with token 1 replaces B's body.",
      },
      {
        sql: {
          write: `UPDATE storage SET max_token=:token WHERE id=:job AND max_token <= :token;
UPDATE storage SET body=:payload WHERE id=:job`,
        },
        why: "The body is written by a second, unchecked statement: A's token is refused by the first, but its body still replaces B's.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload, max_token=:token
WHERE id=:job AND (max_token = :token OR max_token = :token - 1)`,
        },
        why: '"Tokens come one after another": a holder whose predecessor never wrote (or whose job was claimed 40 times before) is refused for good, e.g. token 41 against a store at 0.',
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload, max_token=max_token + 1
WHERE id=:job AND max_token <= :token`,
        },
        why: "Counts writes instead of recording tokens: after a few writes max_token no longer says which grant wrote, so A's stale token 41 passes a store at 2.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload, max_token=coalesce(:token, max_token)
WHERE id=:job AND max_token <= coalesce(:token, max_token)`,
        },
        why: '"A missing token should not block": a process that holds no token (a restarted worker, or one that never claimed) writes while A holds the job, and its body lands. Not in the exercise\'s timelines.',
      },
    ],
    right: [
      {
        sql: {
          write: `UPDATE storage SET body=:payload, max_token=:token
WHERE id=:job AND :token >= max_token`,
        },
        why: 'The same comparison mirrored.',
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload, max_token=max(max_token, :token)
WHERE id=:job AND max_token <= :token`,
        },
        why: 'The WHERE already ensures :token >= max_token, so the max is :token.',
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload, max_token=:token
WHERE id=:job AND NOT (max_token > :token)`,
        },
        why: 'For a number NOT (a > b) is a <= b, and with a NULL token both are NULL, so the row is not written either way.',
      },
      {
        sql: {
          write: `UPDATE storage SET max_token=:token, body=:payload
WHERE :token - max_token >= 0 AND id=:job`,
        },
        why: 'The same assignments and conditions reordered; :token - max_token >= 0 is max_token <= :token.',
      },
    ],
  },

  'attempt-ids-versus-ordered-tokens': {
    wrong: [
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running',
    attempt=(SELECT max_token FROM storage WHERE id=:job) + 1
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running')
RETURNING attempt AS token`,
        },
        why: "The token is computed from what the store has seen instead of counted by the claim: if A claims (token 1) and stalls before writing, B's claim also gets token 1, so the store and the commit cannot tell them apart and A's late write lands. Not in the exercise's timelines (every holder writes before the next claim).",
      },
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running', attempt=:now
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running')
RETURNING attempt AS token`,
        },
        why: "The claim time as token is not the job's count of attempts: after 40 attempts the store already remembers token 40, and A's claim at t=0 gets token 0, so the real holder's writes are refused.",
      },
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running', attempt=attempt+1
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running')
RETURNING attempt + 1 AS token`,
        },
        why: "Believes RETURNING shows the old row: every holder gets a token one above the attempt column, so even the real holder's commit never matches.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET attempt=attempt+1 WHERE id=:job;
UPDATE jobs SET owner=:worker, lease_until=:now + :ttl, state='running'
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running')
RETURNING attempt AS token`,
        },
        why: "The counter is bumped by a separate, unchecked statement: B's claim while A's lease is live still changes the row, so it counts as granted (a double grant).",
      },
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running', attempt=attempt+1
WHERE lease_until <= :now AND state IN ('ready','running')
RETURNING attempt AS token`,
        },
        why: "Forgets the job id: A's claim of export-9 also takes export-10, which the user can then no longer withdraw.",
      },
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running', attempt=attempt+1
WHERE id=:job AND lease_until < :now AND state IN ('ready','running')
RETURNING attempt AS token`,
        },
        why: "`<` at the lease-end tick: B's claim at t=5, when A's lease ends at 5, is denied although that tick belongs to the next claim.",
      },
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running', attempt=attempt+1
WHERE id=:job AND lease_until <= :local_now AND state IN ('ready','running')
RETURNING attempt AS token`,
        },
        why: "Compares with the worker's clock: B's clock runs 3 ticks fast, so at t=5 A's lease (until t=8) looks over to B and B takes it.",
      },
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running', attempt=attempt+1
WHERE id=:job AND lease_until <= :now
RETURNING attempt AS token`,
        },
        why: "No state check: A finishes at t=6, and B's claim at t=8 (lease over) takes the done job and runs it again.",
      },
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running', attempt=attempt+1
WHERE id=:job AND (lease_until <= :now OR owner=:worker) AND state IN ('ready','running')
RETURNING attempt AS token`,
        },
        why: "A re-entrant claim while the lease is live: a restarted process under the same name A claims while the old process's lease is live and gets a second grant, so two processes work on the job and the old one's writes with token 1 still land at the store until the new token arrives there. Needs two processes with one name and different tokens: a step field `token: 1` for the old process (not in the exercise's timelines).",
      },
    ],
    right: [
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running', attempt=1 + attempt
WHERE state IN ('running','ready') AND lease_until <= :now AND id=:job
RETURNING attempt AS token`,
        },
        why: 'The same increment and conditions reordered.',
      },
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running', attempt=coalesce(attempt, 0) + 1
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running')
RETURNING attempt AS token`,
        },
        why: 'attempt defaults to 0 and is never set to NULL, so coalesce changes nothing.',
      },
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running',
    attempt=(SELECT attempt FROM jobs WHERE id=:job) + 1
WHERE id=:job AND NOT (lease_until > :now) AND state IN ('ready','running')
RETURNING attempt AS token, owner`,
        },
        why: 'The subquery reads the row before this UPDATE, so it is attempt+1; the token is still read from the `token` column.',
      },
    ],
  },

  'idempotency-is-not-fencing': {
    wrong: [
      {
        sql: {
          charge: effect('VALUES (:key, :worker, :token, :payload)'),
          refund: effect(
            fencedSelect(
              "id=:job AND owner=:worker AND fence=:token\n                AND lease_until > :now AND state='running'",
            ),
          ),
        },
        why: 'Fences only the refund, "since the charge has its key": a stale worker holding an old amount charges with a key built from that amount (order-17:charge:100) after B charged 120, and the second charge lands.',
      },
      {
        sql: both(
          `INSERT INTO effects(key, worker, token, amount)
SELECT :key, :worker, :token, :payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE id=:job AND owner=:worker AND fence=:token
                AND lease_until > :now AND state='running')`,
        ),
        why: 'Drops ON CONFLICT: the holder\'s own retry of its charge at t=2 fails with a UNIQUE error instead of being absorbed, so the worker cannot tell "already done" from a failure.',
      },
      {
        sql: both(
          `INSERT OR REPLACE INTO effects(key, worker, token, amount)
SELECT :key, :worker, :token, :payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE id=:job AND owner=:worker AND fence=:token
                AND lease_until > :now AND state='running')`,
        ),
        why: "OR REPLACE instead of DO NOTHING: the holder's retry and B's repeat of the charge replace the effect and count as new charges instead of being absorbed.",
      },
      {
        sql: both(
          effect(
            `SELECT :key || ':' || :token, :worker, :token, :payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE id=:job AND owner=:worker AND fence=:token
                AND lease_until > :now AND state='running')`,
          ),
        ),
        why: "A key per attempt: B, running the job again after the takeover, charges with key order-17:charge:2, which does not collide with A's, so the customer pays twice.",
      },
      {
        sql: both(
          effect(
            fencedSelect(
              "id=:job AND owner=:worker\n                AND lease_until > :now AND state='running'",
            ),
          ),
        ),
        why: "No token check: A restarts, its new process A#2 claims under the name A, and the old process's charge and refund (token 1) land under A#2's lease.",
      },
      {
        sql: both(
          effect(
            fencedSelect(
              "id=:job AND owner=:worker AND fence >= :token\n                AND lease_until > :now AND state='running'",
            ),
          ),
        ),
        why: '`fence >= :token` accepts older grants: the old process of A (token 1) records effects while A#2 holds fence 2.',
      },
      {
        sql: both(
          effect(
            fencedSelect(
              "owner=:worker AND fence=:token\n                AND lease_until > :now AND state='running'",
            ),
          ),
        ),
        why: 'The subquery forgets the job id: A lost order-17 to B but holds order-18 with token 1 too, so its stale refund for order-17 lands.',
      },
      {
        sql: both(
          effect(
            fencedSelect(
              "id=:job AND owner=:worker AND fence=:token\n                AND lease_until >= :now AND state='running'",
            ),
          ),
        ),
        why: "`>=` at the lease-end tick: A's refund at t=5, when its lease ends at 5, lands in the tick that belongs to the next claim.",
      },
      {
        sql: both(
          effect(
            fencedSelect(
              "id=:job AND owner=:worker AND fence=:token\n                AND lease_until > :local_now AND state='running'",
            ),
          ),
        ),
        why: "Worker clock: A's clock runs 2 ticks slow, so its first charge at t=5 (lease over) looks in time and lands, and B's charge is then absorbed as a repeat of a charge nobody held the job for.",
      },
      {
        sql: both(
          effect(
            fencedSelect(
              "id=:job AND owner=:worker AND fence=:token\n                AND lease_until > :now AND state <> 'cancelled'",
            ),
          ),
        ),
        why: "`state <> 'cancelled'`: B completes the order at t=8, and its own delayed error-path refund at t=9 (lease still live) lands, giving the money back for a completed order. Not in the exercise's timelines.",
      },
      {
        sql: both(
          `SELECT 1 FROM jobs
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running';
INSERT INTO effects(key, worker, token, amount)
VALUES (:key, :worker, :token, :payload)
ON CONFLICT(key) DO NOTHING`,
        ),
        why: "The fence check is a separate SELECT whose answer gates nothing: A's stale refund at t=9 is recorded.",
      },
      {
        sql: both(
          effect(
            fencedSelect(
              "id=:job AND owner=:worker AND fence=:token\n                AND lease_until > :now AND lease_until > :local_now AND state='running'",
            ),
          ),
        ),
        why: "A stricter-looking check on both clocks: a holder whose clock runs 3 ticks fast charges at t=3 inside its lease (until t=5) and is refused, so the order is never charged although nobody else holds it. Not in the exercise's timelines.",
      },
    ],
    right: [
      {
        sql: both(
          effect(
            `SELECT :key, :worker, fence, :payload FROM jobs
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running'`,
          ),
        ),
        why: 'Selecting from the job row itself gives a row only when the grant holds, and then fence equals :token.',
      },
      {
        sql: both(
          `INSERT OR IGNORE INTO effects(key, worker, token, amount)
SELECT :key, :worker, :token, :payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE id=:job AND fence=:token AND lease_until > :now AND state='running')`,
        ),
        why: 'OR IGNORE skips the same key conflict (no other constraint can fail here), and fence=:token names the grant, so the owner check is implied.',
      },
      {
        sql: both(
          effect(
            `SELECT :key, :worker, :token, :payload
WHERE (SELECT fence FROM jobs
       WHERE id=:job AND owner=:worker AND lease_until > :now AND state='running') = :token`,
            'ON CONFLICT DO NOTHING',
          ),
        ),
        why: 'The scalar subquery is the fence when the other checks hold and NULL otherwise; key is the only unique constraint, so a conflict target is not needed.',
      },
    ],
  },

  'cancel-wins-at-the-finish': {
    wrong: [
      {
        sql: {
          commit: `UPDATE jobs SET state='done'
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now
  AND state='running'`,
        },
        why: 'The finish is fenced but never writes `result`: the job is done and its result is lost. Every outcome matches the solution; only the row written differs.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now
  AND state <> 'cancelled'`,
        },
        why: "`state <> 'cancelled'`: A's finish is sent twice after a timeout, and the second one (lease live) overwrites the result of the job that is already done.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now
  AND state <> 'done'`,
        },
        why: "`state <> 'done'`: the user cancels at t=3, and A's finish at t=4 turns the cancelled job into done.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now
  AND result IS NULL`,
        },
        why: '"Not finished yet" as "no result yet": a cancel leaves the result empty, so A\'s finish after the cancel still lands.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :now AND state='running'`,
        },
        why: "No token check: a user's restart moves only the fence and leaves A's name, lease and the running state, and A's finish under the old grant still lands.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE owner=:worker AND fence=:token AND lease_until > :now AND state='running'`,
        },
        why: 'Forgets the job id: A also runs the monthly digest with fence 1, and finishing the weekly digest finishes the monthly one too.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :local_now
  AND state='running'`,
        },
        why: "Worker clock: A's clock runs 3 ticks slow, so its finish at t=5, the tick its lease ends, looks in time and lands, taking the tick that belongs to B's claim.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until >= :now
  AND state='running'`,
        },
        why: "`>=` at the lease-end tick: A's finish at t=5, when its lease ends at 5, lands in the tick that belongs to the next claim.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence >= :token AND lease_until > :now
  AND state='running'`,
        },
        why: "`fence >= :token` accepts older grants: after a restart moved the fence to 2, A's finish with token 1 lands.",
      },
      {
        sql: {
          commit: `SELECT state FROM jobs WHERE id=:job AND state='running';
UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now`,
        },
        why: "The state check is a separate SELECT that gates nothing: A's finish after the cancel still turns the job into done.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now
  AND lease_until > :local_now AND state='running'`,
        },
        why: "A stricter-looking check on both clocks: A's clock runs 3 ticks fast, so its finish at t=3 inside its lease (until t=5) is refused, and the digest is lost although nobody cancelled or took over. Not in the exercise's timelines.",
      },
    ],
    right: [
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE state IN ('running') AND id=:job AND fence=:token AND owner=:worker AND :now < lease_until`,
        },
        why: 'The same conjuncts reordered; a one-element IN is equality.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND NOT (lease_until <= :now)
  AND NOT (state <> 'running')`,
        },
        why: 'Both columns are NOT NULL, so each NOT is the plain comparison turned around.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id = (SELECT id FROM jobs
            WHERE id=:job AND fence=:token AND lease_until > :now AND state='running')`,
        },
        why: 'The subquery picks the same one row under the same conditions; the owner check is implied by fence=:token, which names the grant.',
      },
    ],
  },

  'immutable-versions-and-a-reference': {
    wrong: [
      {
        sql: {
          publish: `${L10_SET}
WHERE name = :job AND generation <= :token`,
        },
        why: "Only the highest generation the reference has seen: A wakes after B's claim but before B's publish, the reference has only seen generation 0, and A points readers at its stale version.",
      },
      {
        sql: {
          publish: `${L10_SET}
WHERE name = :job
  AND generation < :token
  AND EXISTS (SELECT 1 FROM jobs
              WHERE id = :job AND owner = :worker AND fence = :token
                AND lease_until > :now AND state = 'running')`,
        },
        why: "`<` refuses the holder's second publish: A publishes version 1, uploads a correction and publishes again under the same token, and the correction never reaches readers.",
      },
      {
        sql: {
          publish: `UPDATE refs
SET version = (SELECT max(version) FROM objects WHERE key = :job),
    generation = :token
WHERE name = :job
  AND generation <= :token
  AND EXISTS (SELECT 1 FROM jobs
              WHERE id = :job AND owner = :worker AND fence = :token
                AND lease_until > :now AND state = 'running')`,
        },
        why: "Publishes whatever is newest instead of its own version: an editor's draft uploaded as version 2 goes to readers when A publishes.",
      },
      {
        sql: {
          publish: `UPDATE refs
SET version = (SELECT max(version) FROM objects WHERE writer_token = :token),
    generation = :token
WHERE name = :job
  AND generation <= :token
  AND EXISTS (SELECT 1 FROM jobs
              WHERE id = :job AND owner = :worker AND fence = :token
                AND lease_until > :now AND state = 'running')`,
        },
        why: "The version lookup forgets the report's key: the weekly report has versions under token 1 too, so the daily reference points at weekly version 2.",
      },
      {
        sql: {
          publish: `${L10_SET}
WHERE name = :job
  AND generation <= :token
  AND EXISTS (SELECT 1 FROM jobs
              WHERE owner = :worker AND fence = :token
                AND lease_until > :now AND state = 'running')`,
        },
        why: "The fence check forgets the job id: after B takes the daily report, A's repeated publish passes on the weekly report's row (owner A, token 1) and moves the daily reference back.",
      },
      {
        sql: {
          publish: `${L10_SET}
WHERE name = :job
  AND generation <= :token
  AND EXISTS (SELECT 1 FROM jobs
              WHERE id = :job AND owner = :worker
                AND lease_until > :now AND state = 'running')`,
        },
        why: 'No token check: A restarts and A#2 claims under the name A; the old process publishes its version with token 1 before A#2 has published.',
      },
      {
        sql: {
          publish: `${L10_SET}
WHERE name = :job
  AND generation <= :token
  AND EXISTS (SELECT 1 FROM jobs
              WHERE id = :job AND owner = :worker AND fence = :token
                AND lease_until > :local_now AND state = 'running')`,
        },
        why: "Worker clock: A's clock runs 2 ticks slow, so its publish at t=5, the tick its lease ends, looks in time and lands.",
      },
      {
        sql: {
          publish: `${L10_SET}
WHERE name = :job
  AND generation <= (SELECT fence FROM jobs WHERE id = :job)`,
        },
        why: "Compares the reference with the job's current fence instead of checking that the fence is the publisher's token: the condition is always true, so A's late publish moves the reference back to version 1.",
      },
      {
        sql: {
          publish: `${L10_SET}
WHERE name = :job
  AND generation <= :token
  AND EXISTS (SELECT 1 FROM jobs
              WHERE id = :job AND owner = :worker AND fence = :token
                AND lease_until > :now AND state <> 'cancelled')`,
        },
        why: "`state <> 'cancelled'`: A publishes and commits, then uploads a late version and publishes again while its lease is live; readers of a finished report are switched to a version made after the job was done. Not in the exercise's timelines.",
      },
      {
        sql: {
          publish: `SELECT 1 FROM jobs
WHERE id = :job AND owner = :worker AND fence = :token AND lease_until > :now AND state = 'running';
${L10_SET}
WHERE name = :job AND generation <= :token`,
        },
        why: "The fence check is a separate SELECT that gates nothing: A's publish before B's first publish still points readers at A's stale version.",
      },
      {
        sql: {
          publish: `${L10_SET}
WHERE name = :job
  AND generation <= :token
  AND EXISTS (SELECT 1 FROM jobs
              WHERE id = :job AND owner = :worker AND fence = :token
                AND lease_until > :now AND lease_until > :local_now AND state = 'running')`,
        },
        why: "A stricter-looking check on both clocks: A's clock runs 3 ticks fast, so its publish at t=3 inside its lease (until t=5) is refused and its report never reaches readers although nobody else holds the job. Not in the exercise's timelines.",
      },
    ],
    right: [
      {
        sql: {
          publish: `UPDATE refs
SET version = (SELECT max(version) FROM objects
               WHERE key = :job AND writer_token = :token),
    generation = (SELECT fence FROM jobs WHERE id = :job)
WHERE name = :job
  AND generation <= :token
  AND EXISTS (SELECT 1 FROM jobs
              WHERE id = :job AND owner = :worker AND fence = :token
                AND lease_until > :now AND state = 'running')`,
        },
        why: 'The row is only written when the fence equals :token, so writing the fence is writing the token.',
      },
      {
        sql: {
          publish: `${L10_SET}
WHERE :token >= generation
  AND EXISTS (SELECT 1 FROM jobs
              WHERE state IN ('running') AND :now < lease_until AND fence = :token
                AND owner = :worker AND id = :job)
  AND name = :job`,
        },
        why: 'The same conditions mirrored and reordered.',
      },
      {
        sql: {
          publish: `${L10_SET}
WHERE name = :job
  AND NOT (generation > :token)
  AND :token = (SELECT fence FROM jobs
                WHERE id = :job AND owner = :worker
                  AND lease_until - :now > 0 AND state = 'running')`,
        },
        why: 'NOT (generation > :token) is generation <= :token for numbers (and NULL for a NULL token); the scalar subquery is the fence when the other checks hold, NULL otherwise.',
      },
    ],
  },

  'heartbeats-for-long-model-calls': {
    wrong: [
      {
        sql: {
          act: `INSERT INTO outbox(job, token, body)
SELECT :job, :token, :payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE id = :job AND owner = :worker AND fence = :token AND state = 'running')`,
        },
        why: 'Relies on heartbeats for the lease: A thaws at t=6, the tick its lease ends, before anyone claims, and its reply goes out although a claim may land at that very tick.',
      },
      {
        sql: {
          act: `INSERT INTO outbox(job, token, body)
SELECT :job, :token, :payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE id = :job AND owner = :worker
                AND lease_until > :now AND state = 'running')`,
        },
        why: "No token check: a restarted process named A finds the ticket under its name with the old process's live lease and posts a reply without holding any grant.",
      },
      {
        sql: {
          act: `INSERT INTO outbox(job, token, body)
SELECT :job, :token, :payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE owner = :worker AND fence = :token
                AND lease_until > :now AND state = 'running')`,
        },
        why: 'The check forgets the job id: A lost ticket-311 to B but holds ticket-312 with token 1 too, so its stale reply on ticket-311 is written.',
      },
      {
        sql: {
          act: `INSERT INTO outbox(job, token, body)
SELECT :job, :token, :payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE id = :job AND owner = :worker AND :token IS NOT NULL
                AND lease_until > :now AND state = 'running')`,
        },
        why: "`:token IS NOT NULL` only asks whether the process ever had a grant: when the row records only the machine name and A's new process A#2 claims (token 2), the old process thaws with token 1 and its reply is written under A#2's lease. Needs two processes with one name (a claim that records substr(:worker, 1, 1), or a step `token: 1`); not in the exercise's timelines.",
      },
      {
        sql: {
          act: `INSERT INTO outbox(job, token, body)
SELECT :job, :token, :payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE id = :job AND owner = :worker AND fence >= :token
                AND lease_until > :now AND state = 'running')`,
        },
        why: "`fence >= :token` accepts older grants: with two processes of A (the old one with token 1, A#2 holding fence 2), the old process's reply is written. Needs two processes with one name (a claim that records substr(:worker, 1, 1), or a step `token: 1`); not in the exercise's timelines.",
      },
      {
        sql: {
          act: `INSERT INTO outbox(job, token, body)
SELECT :job, :token, :payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE id = :job AND owner = :worker AND fence = :token
                AND lease_until > :now AND state <> 'cancelled')`,
        },
        why: "`state <> 'cancelled'`: A commits at t=8, and a tool call its agent decided on just before (lease still live) is written at t=9, so the sender delivers an action for a ticket that is already closed. Not in the exercise's timelines.",
      },
      {
        sql: {
          act: `INSERT INTO outbox(job, token, body)
SELECT :job, :token, :payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE id = :job AND owner = :worker AND fence = :token
                AND lease_until > :local_now AND state = 'running')`,
        },
        why: "Worker clock: A's clock runs 2 ticks slow, so at t=6 (lease over) it says t=4 and A's reply is written.",
      },
      {
        sql: {
          act: `INSERT INTO outbox(job, token, body)
SELECT :job, :token, :payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE id = :job AND owner = :worker AND fence = :token
                AND lease_until >= :now AND state = 'running')`,
        },
        why: "`>=` at the lease-end tick: A's reply at t=6, when its lease ends at 6, is written in the tick that belongs to the next claim.",
      },
      {
        sql: {
          act: `SELECT 1 FROM jobs
WHERE id = :job AND owner = :worker AND fence = :token AND lease_until > :now AND state = 'running';
INSERT INTO outbox(job, token, body) VALUES (:job, :token, :payload)`,
        },
        why: 'The check is a separate SELECT that gates nothing: A thaws at t=12 and its reply is written after B took over.',
      },
      {
        sql: {
          act: `INSERT INTO outbox(job, token, body)
SELECT :job, (SELECT fence FROM jobs WHERE id = :job), :payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE id = :job AND owner = :worker
                AND lease_until > :now AND state = 'running')`,
        },
        why: "Stamps the row with the job's current fence instead of checking the worker's own token: a restarted process named A with no token posts a reply stamped with the old process's token, and the sender delivers it.",
      },
      {
        sql: {
          act: `INSERT INTO outbox(job, token, body)
SELECT :job, :token, :payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE id = :job AND owner = :worker AND fence = :token
                AND lease_until > :now AND lease_until > :local_now AND state = 'running')`,
        },
        why: "A stricter-looking check on both clocks: a healthy agent whose clock runs 2 ticks fast renews every tick, yet its reply at t=3 (lease until t=5) is refused because its clock says t=5. Not in the exercise's timelines.",
      },
    ],
    right: [
      {
        sql: {
          act: `INSERT INTO outbox(job, token, body)
SELECT id, fence, :payload FROM jobs
WHERE id = :job AND owner = :worker AND fence = :token
  AND lease_until > :now AND state = 'running'`,
        },
        why: 'Selecting from the job row gives a row only when the grant holds, and then id is :job and fence is :token.',
      },
      {
        sql: {
          act: `INSERT INTO outbox(job, token, body)
SELECT :job, :token, :payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE state IN ('running') AND :now < lease_until AND fence = :token AND id = :job)`,
        },
        why: 'The same conditions reordered; the owner check is implied by fence = :token, which names the grant.',
      },
      {
        sql: {
          act: `INSERT INTO outbox(job, token, body)
SELECT :job, :token, :payload
WHERE (SELECT fence FROM jobs
       WHERE id = :job AND owner = :worker AND lease_until - :now > 0 AND state = 'running') = :token`,
        },
        why: 'The scalar subquery is the fence when the other checks hold and NULL otherwise, so comparing it with :token is the same test.',
      },
    ],
  },

  'revisions-within-a-generation': {
    wrong: [
      {
        sql: {
          save: `UPDATE jobs
SET revision = revision + 1, progress = :payload
WHERE id = :job AND owner = :worker AND fence = :token
  AND revision = :key
  AND lease_until > :now AND state = 'running'`,
        },
        why: 'Each save replaces the progress instead of adding its part to it: after part 2 the batch has forgotten part 1. Every outcome matches the solution; only the value written differs.',
      },
      {
        sql: {
          save: `${L12_SET}
WHERE id = :job AND owner = :worker AND fence = :token
  AND revision <= :key
  AND lease_until > :now AND state = 'running'`,
        },
        why: '`revision <= :key` lets a part that overtook the one before it through: part 3 (expecting revision 2) arrives while the revision is 1 and is saved before part 2.',
      },
      {
        sql: {
          save: `${L12_SET}
WHERE id = :job AND owner = :worker AND fence = :token
  AND revision >= :key
  AND lease_until > :now AND state = 'running'`,
        },
        why: '`revision >= :key` lets a late copy through: the retry of part 1 (expecting revision 0) arrives after part 2 and is saved again.',
      },
      {
        sql: {
          save: `${L12_SET}
WHERE id = :job AND owner = :worker AND fence = :token
  AND revision + 1 = :key
  AND lease_until > :now AND state = 'running'`,
        },
        why: 'Off by one (the key read as the revision after the save): the very first save, expecting revision 0, is refused, and the batch never starts.',
      },
      {
        sql: {
          save: `${L12_SET}
WHERE id = :job AND owner = :worker
  AND revision = :key
  AND lease_until > :now AND state = 'running'`,
        },
        why: 'The revision instead of the fence: a restarted process named A finds the batch under its name with the right revision and a live lease, and saves part 3 without holding any grant.',
      },
      {
        sql: {
          save: `${L12_SET}
WHERE id = :job AND owner = :worker AND fence = :token
  AND revision = (SELECT revision FROM jobs WHERE id = :job)
  AND lease_until > :now AND state = 'running'`,
        },
        why: 'The expected revision taken from the row instead of from the request: the comparison is always true, so the late copy of part 1 is saved again after part 2.',
      },
      {
        sql: {
          save: `UPDATE jobs SET revision = revision + 1 WHERE id = :job AND revision = :key;
UPDATE jobs SET progress = trim(progress || ' ' || :payload)
WHERE id = :job AND owner = :worker AND fence = :token
  AND lease_until > :now AND state = 'running'`,
        },
        why: "The revision step is a separate, unfenced statement: A's stale save after B's claim names the right revision and moves it, so the step counts as accepted although A no longer holds the job, and the revision no longer matches the parts saved.",
      },
      {
        sql: {
          save: `${L12_SET}
WHERE id = :job AND owner = :worker AND fence = :token
  AND instr(progress, :payload) = 0
  AND lease_until > :now AND state = 'running'`,
        },
        why: 'Deduplicates by content instead of ordering by revision: part 3 arriving before part 2 is saved out of order.',
      },
      {
        sql: {
          save: `${L12_SET}
WHERE owner = :worker AND fence = :token
  AND revision = :key
  AND lease_until > :now AND state = 'running'`,
        },
        why: "Forgets the job id: A lost reindex-orders to B, but reindex-customers has owner A, token 1 and revision 1, so A's stale save lands there.",
      },
      {
        sql: {
          save: `${L12_SET}
WHERE id = :job AND owner = :worker AND fence = :token
  AND revision = :key
  AND lease_until >= :now AND state = 'running'`,
        },
        why: "`>=` at the lease-end tick: A's save at t=5, when its lease ends at 5, lands in the tick that belongs to the next claim.",
      },
      {
        sql: {
          save: `${L12_SET}
WHERE id = :job AND owner = :worker AND fence = :token
  AND revision = :key
  AND lease_until > :now AND state <> 'cancelled'`,
        },
        why: "`state <> 'cancelled'`: A commits, and a delayed save of the next part (right revision, lease still live) arrives afterwards and changes the progress of a job that is done. Not in the exercise's timelines.",
      },
      {
        sql: {
          save: `${L12_SET}
WHERE id = :job AND owner = :worker AND fence = :token
  AND revision = :key
  AND lease_until > :now AND lease_until > :local_now AND state = 'running'`,
        },
        why: "A stricter-looking check on both clocks: A's clock runs 2 ticks fast, so its in-order save at t=2 inside its lease (until t=3) is refused and the batch stalls although nobody else holds it. Not in the exercise's timelines.",
      },
    ],
    right: [
      {
        sql: {
          save: `UPDATE jobs
SET revision = :key + 1, progress = trim(progress || ' ' || :payload)
WHERE id = :job AND owner = :worker AND fence = :token
  AND revision = :key
  AND lease_until > :now AND state = 'running'`,
        },
        why: 'The row is only written when revision = :key, so :key + 1 is revision + 1.',
      },
      {
        sql: {
          save: `${L12_SET}
WHERE :key = revision AND state = 'running' AND :now < lease_until
  AND fence = :token AND owner = :worker AND id = :job`,
        },
        why: 'The same conditions mirrored and reordered.',
      },
      {
        sql: {
          save: `${L12_SET}
WHERE id = :job AND owner = :worker AND fence = :token
  AND revision IN (:key)
  AND lease_until - :now > 0 AND state IN ('running')`,
        },
        why: 'One-element IN lists are equality, and lease_until - :now > 0 is lease_until > :now.',
      },
    ],
  },

  'claim-in-one-short-statement': {
    wrong: [
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = :job AND lease_until < :now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: "`<` at the lease-end tick: C's claim at t=3, when A's lease ends at 3, is denied, leaving a tick in which neither A (whose commit needs lease_until > now) nor anyone else holds the job.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = :job AND lease_until <= :now AND state = 'ready'
RETURNING fence AS token`,
        },
        why: 'Only ready jobs: when A stalls past its lease the row still says running, so B can never take over.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = :job AND lease_until <= :now
RETURNING fence AS token`,
        },
        why: "No state check: A finishes at t=2, and B's claim at t=6 takes the done job and runs it again.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = :job AND lease_until <= :now AND state <> 'cancelled'
RETURNING fence AS token`,
        },
        why: "`state <> 'cancelled'`: a done job is claimed again once its old lease is over (B at t=6).",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :local_now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = :job AND lease_until <= :local_now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: "Worker clocks: B's clock runs 2 ticks fast, and A's slow clock wrote a lease that ends at t=5 instead of t=7, so B takes the job at t=6 while A's lease is live.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE lease_until <= :now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: "Forgets the job id: A's claim of ingest-batch-17 also takes ingest-batch-18, which the user can then no longer withdraw.",
      },
      {
        sql: {
          claim: `SELECT id FROM jobs WHERE id = :job AND lease_until <= :now AND state IN ('ready','running');
UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = :job
RETURNING fence AS token`,
        },
        why: "The look is moved into the step but still gates nothing: the UPDATE runs whatever the SELECT found, so B is granted A's live lease at t=1.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, state = 'running'
WHERE id = :job AND lease_until <= :now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: "Drops the increment: A and, after the takeover, B both get token 0, so the token no longer tells the two grants apart (a token regression), and anything fenced by it, such as a store that keeps the highest token it has seen, accepts A's stale write after B's.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = :job AND (lease_until <= :now OR owner = :worker) AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: "A re-entrant claim while the lease is live: a restarted process under the same name claims while the old process's lease is live and is granted, so two processes work on the job at once. Needs two processes with one name and different tokens: a step field `token: 1` for the old process (not in the exercise's timelines).",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = :job AND lease_until <= :now AND state IN ('ready','running')
  AND owner IS NOT :worker
RETURNING fence AS token`,
        },
        why: "A stricter-looking claim that never lets a worker take back its own job: A stalls past its lease, nobody else claims, and A (or its restarted process under the same name) is denied at t=7, so the job waits for another worker that may never come. Not in the exercise's timelines.",
      },
    ],
    right: [
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = :job AND NOT (lease_until > :now) AND state IN ('running','ready')
RETURNING fence AS token`,
        },
        why: 'lease_until is NOT NULL, so NOT (lease_until > :now) is lease_until <= :now; the IN list order does not matter.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :ttl + :now, fence = 1 + fence,
                state = 'running'
WHERE (state = 'ready' OR state = 'running') AND :now >= lease_until AND id = :job
RETURNING fence AS token`,
        },
        why: 'The same conditions spelled out and reordered.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = (SELECT id FROM jobs
            WHERE id = :job AND lease_until - :now <= 0 AND state IN ('ready','running'))
RETURNING fence AS token`,
        },
        why: 'The subquery is evaluated inside the same UPDATE statement, so the check and the take are still one atomic statement over the same row.',
      },
    ],
  },

  'case-study-attempt-id-pipeline': {
    wrong: [
      {
        sql: {
          save: `UPDATE jobs SET result=:payload
WHERE id=:job AND status='PROCESSING'`,
          complete: `UPDATE jobs SET status='DONE'
WHERE id=:job AND attempt=:token AND status='PROCESSING'`,
        },
        why: "Fixes only the complete: A wakes at t=10 after the sweep and B's claim, and its stale save replaces B's result while B's job is PROCESSING.",
      },
      {
        sql: {
          save: `UPDATE jobs SET result=:payload
WHERE id=:job AND attempt=:token AND status='PROCESSING'`,
          complete: `UPDATE jobs SET status='DONE'
WHERE id=:job AND status='PROCESSING'`,
        },
        why: "Fixes only the save: A's stale complete at t=10 marks B's PROCESSING job DONE before B has saved anything.",
      },
      {
        sql: {
          save: `UPDATE jobs SET result=:payload
WHERE id=:job AND attempt IS NOT NULL AND status='PROCESSING'`,
          complete: `UPDATE jobs SET status='DONE'
WHERE id=:job AND attempt IS NOT NULL AND status='PROCESSING'`,
        },
        why: '"Some attempt holds it" instead of "my attempt holds it": after B claims, the row has B\'s attempt id, and A\'s stale save and complete go through.',
      },
      {
        sql: {
          save: `UPDATE jobs SET result=:payload
WHERE attempt=:token AND status='PROCESSING'`,
          complete: `UPDATE jobs SET status='DONE'
WHERE attempt=:token AND status='PROCESSING'`,
        },
        why: "Forgets the job id: attempt ids repeat across jobs (A's id for batch 3 is also batch 4's), so after A is swept from batch 3 its writes land on batch 4.",
      },
      {
        sql: {
          save: `UPDATE jobs SET result=:payload
WHERE id=:job AND attempt=:token`,
          complete: `UPDATE jobs SET status='DONE'
WHERE id=:job AND attempt=:token`,
        },
        why: "Drops the status check: A's delayed draft save arrives after the job is DONE and overwrites the final totals.",
      },
      {
        sql: {
          complete: `UPDATE jobs SET status='DONE'
WHERE id=:job AND status='PROCESSING' AND result IS NOT NULL`,
        },
        why: '"Only the holder could have saved, so a saved result means I may complete": after C saves at t=13, the stale A\'s complete at t=14 finds a result and marks C\'s job DONE.',
      },
      {
        sql: {
          save: `UPDATE jobs SET result=:payload
WHERE id=:job AND attempt=:token AND status <> 'PENDING'`,
          complete: `UPDATE jobs SET status='DONE'
WHERE id=:job AND attempt=:token AND status <> 'PENDING'`,
        },
        why: "`status <> 'PENDING'` lets writes onto a DONE job: A's delayed draft save after completion overwrites the final totals.",
      },
      {
        sql: {
          complete: `UPDATE jobs SET result=result WHERE id=:job AND attempt=:token;
UPDATE jobs SET status='DONE' WHERE id=:job AND status='PROCESSING'`,
          save: `UPDATE jobs SET result=:payload
WHERE id=:job AND attempt=:token AND status='PROCESSING'`,
        },
        why: "The attempt check is a separate statement that gates nothing: A's stale complete at t=10 still marks B's job DONE.",
      },
    ],
    right: [
      {
        sql: {
          save: `UPDATE jobs SET result=:payload
WHERE status IN ('PROCESSING') AND :token = attempt AND id=:job`,
          complete: `UPDATE jobs SET status='DONE'
WHERE status IN ('PROCESSING') AND :token = attempt AND id=:job`,
        },
        why: 'The same conditions mirrored and reordered; a one-element IN is equality.',
      },
      {
        sql: {
          save: `UPDATE jobs SET result=:payload
WHERE id IN (SELECT id FROM jobs WHERE id=:job AND attempt=:token AND status='PROCESSING')`,
        },
        why: 'The subquery selects the same single row under the same conditions.',
      },
      {
        sql: {
          complete: `UPDATE jobs SET status='DONE'
WHERE id=:job AND attempt=:token AND status='PROCESSING' AND status <> 'DONE'`,
        },
        why: "status <> 'DONE' is implied by status = 'PROCESSING'.",
      },
      {
        sql: {
          save: `UPDATE jobs SET result=:payload
WHERE id=:job AND attempt=:token AND attempt IS NOT NULL AND NOT (status <> 'PROCESSING')`,
          complete: `UPDATE jobs SET status='DONE'
WHERE id=:job AND attempt IS NOT NULL AND attempt=:token AND NOT (status <> 'PROCESSING')`,
        },
        why: 'attempt = :token already implies attempt IS NOT NULL, and status is NOT NULL, so the double negation is equality.',
      },
    ],
  },

  'database-time-not-worker-clocks': {
    wrong: [
      {
        sql: {
          commit: `UPDATE jobs SET state='done'
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now
  AND state='running'`,
        },
        why: 'The finish is fenced but leaves `result` empty: the job reads as done with nothing to show for it. Every outcome matches the solution; only the row written differs.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :local_now
  AND state='running'`,
        },
        why: "Fixes only the claim: A's clock runs 3 ticks fast, so its finish at t=3 inside its lease (until t=5) is refused because its clock says t=6.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=:worker, lease_until=:local_now + :ttl, fence=fence+1, state='running'
WHERE id=:job AND lease_until <= :local_now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: "Fixes only the commit: B's clock runs 3 ticks fast, so at t=3 it sees A's lease (until t=5) as over and is granted the job.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=:worker, lease_until=:now + :ttl, fence=fence+1, state='running'
WHERE id=:job AND lease_until <= :local_now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: "Writes in database time but compares with the worker's clock: B's fast clock still takes A's live lease at t=3.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=:worker, lease_until=:local_now + :ttl, fence=fence+1, state='running'
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: "Compares in database time but writes the lease end with the worker's clock: B's clock runs 3 ticks slow, so its claim at t=9 writes a lease that ends at t=11 instead of t=14, and C takes the job from B at t=12.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now
  AND lease_until > :local_now AND state='running'`,
        },
        why: "A stricter-looking finish on both clocks: A's fast clock makes its in-time finish at t=3 look late, and it is refused.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=:worker, lease_until=:now + :ttl, fence=fence+1, state='running'
WHERE id=:job AND lease_until <= min(:now, :local_now) AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: "A \"cautious\" claim that also asks the worker's clock: A crashes with a lease until t=5, and B, whose clock runs 3 ticks slow, is denied the free job at t=6 (and until t=8) although by the database's time nobody holds it. Not in the exercise's timelines.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now
  AND state <> 'cancelled'`,
        },
        why: "`state <> 'cancelled'`: A finishes at t=3, its acknowledgement is lost, and its retried finish at t=4 (lease live) overwrites the result of the job that is already done. Not in the exercise's timelines.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence >= :token AND lease_until > :now
  AND state='running'`,
        },
        why: "`fence >= :token` accepts older grants: when the row records only the machine name and A's new process claims (token 2), the old process of A, waking with token 1 under the new lease, finishes the job. Needs two processes with one name (a claim that records substr(:worker, 1, 1), or a step `token: 1`); not in the exercise's timelines.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND :token IS NOT NULL AND lease_until > :now
  AND state='running'`,
        },
        why: "`:token IS NOT NULL` only asks whether the process ever had a grant: the old process of A, holding token 1 while its restarted self holds grant 2 under the same name, finishes the job. Needs two processes with one name (a claim that records substr(:worker, 1, 1), or a step `token: 1`); not in the exercise's timelines.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=:worker, lease_until=:now + :ttl, fence=fence+1, state='running'
WHERE id=:job AND lease_until < :now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: '`<` at the lease-end tick: the restarted process of A claims at t=5, when the old lease ends at 5, and is denied although the tick belongs to the next claim.',
      },
    ],
    right: [
      {
        sql: {
          claim: `UPDATE jobs SET owner=:worker, lease_until=:ttl + :now, fence=fence+1, state='running'
WHERE id=:job AND NOT (lease_until > :now) AND state IN ('running','ready')
RETURNING fence AS token`,
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND :now < lease_until
  AND state='running'`,
        },
        why: 'The same conditions mirrored; lease_until is NOT NULL, so NOT (lease_until > :now) is lease_until <= :now.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE state IN ('running') AND lease_until - :now > 0 AND fence=:token AND id=:job`,
        },
        why: 'lease_until - :now > 0 is lease_until > :now; the owner check is implied by fence=:token, which names the grant.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=:worker, lease_until=:now + :ttl, fence=fence+1, state='running'
WHERE id = (SELECT id FROM jobs
            WHERE id=:job AND :now >= lease_until AND (state='ready' OR state='running'))
RETURNING fence AS token`,
        },
        why: 'The subquery picks the same single row under the same conditions, inside the same UPDATE statement.',
      },
    ],
  },
};

/**
 * The real-systems track's corpora: one file per lesson, `track/<lesson id>.answers.ts`, each
 * exporting ANSWERS (written apart from the lesson, as above).
 */
const TRACK = import.meta.glob<LessonCorpus>('./track/*.answers.ts', {
  eager: true,
  import: 'ANSWERS',
});

/** Keyed by lesson id. */
export const ANSWER_CORPUS: Record<string, LessonCorpus> = {
  ...FIFTEEN,
  ...Object.fromEntries(
    Object.entries(TRACK).map(([path, c]) => [path.replace(/^.*\/|\.answers\.ts$/g, ''), c]),
  ),
};
