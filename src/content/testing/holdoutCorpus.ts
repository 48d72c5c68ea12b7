// A holdout set of learner answers, written by a second reviewer from each lesson's prose, its
// exercise (prompt, starter, solution), its schema and its timelines only: not from the declared
// wrong answers, the equivalences, the allowances, the mutants or the generated-timeline search.
// Each wrong answer is wrong in a situation a real system can meet (said in `why`); each right
// answer behaves like the solution in every situation a real system can meet. An answer gives
// SQL for some of the exercise's edited actions; the others keep the solution's SQL.

export interface HoldoutAnswer {
  sql: Record<string, string>;
  why: string;
}
export interface HoldoutLesson {
  wrong: HoldoutAnswer[];
  right: HoldoutAnswer[];
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

const L3_CLAIM = `UPDATE jobs SET owner=substr(:worker, 1, 1), lease_until=:now + :ttl,
                fence=fence+1, state='running'
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running')
RETURNING fence AS token`;

/** Lesson 8: the fenced insert with `cond` as the subquery's WHERE and `tail` after it. */
const effect = (cond: string, tail = 'ON CONFLICT(key) DO NOTHING', verb = 'INSERT') =>
  `${verb} INTO effects(key, worker, token, amount)
SELECT :key, :worker, :token, :payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE ${cond})
${tail}`;
const L8_COND = `id=:job AND owner=:worker AND fence=:token
                AND lease_until > :now AND state='running'`;
const both8 = (sql: string) => ({ charge: sql, refund: sql });

/** Lesson 10: the publish with `setVersion`, `guard` (outside the EXISTS) and `cond` (inside). */
const publish = (
  cond: string,
  guard = 'generation <= :token',
  setVersion = `(SELECT max(version) FROM objects
               WHERE key = :job AND writer_token = :token)`,
  setGeneration = ':token',
) => `UPDATE refs
SET version = ${setVersion},
    generation = ${setGeneration}
WHERE name = :job
  ${guard ? `AND ${guard}` : ''}
  AND EXISTS (SELECT 1 FROM jobs
              WHERE ${cond})`;
const L10_COND = `id = :job AND owner = :worker AND fence = :token
                AND lease_until > :now AND state = 'running'`;

/** Lesson 11: the outbox insert with `cond` as the subquery's WHERE. */
const act = (cond: string) => `INSERT INTO outbox(job, token, body)
SELECT :job, :token, :payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE ${cond})`;

/** Lesson 12: the save with `cond` as its WHERE. */
const save12 = (cond: string, set = 'revision = revision + 1') => `UPDATE jobs
SET ${set}, progress = trim(progress || ' ' || :payload)
WHERE ${cond}`;

const L15_CLAIM = `UPDATE jobs SET owner=:worker, lease_until=:now + :ttl, fence=fence+1, state='running'
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running')
RETURNING fence AS token`;
const L15_COMMIT = `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now
  AND state='running'`;

// ---------------------------------------------------------------------------------------------

/** Keyed by lesson id (the `id:` of each lesson file). */
const FIFTEEN: Record<string, HoldoutLesson> = {
  // 1 ------------------------------------------------------------------------------------------
  'lease-is-not-a-lock': {
    wrong: [
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until >= :now AND state='running'`,
        },
        why: 'Off by one at the lease end: A finishes at the very tick its lease ends, the tick at which B may already claim the job.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :local_now AND state='running'`,
        },
        why: "Judges the lease by the worker's own clock: a worker whose clock runs slow finishes after its lease ended in database time.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :now`,
        },
        why: 'No state check: the user cancels while A holds a live lease, and A finishes the cancelled job anyway.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :now AND state <> 'cancelled'`,
        },
        why: "Only refuses cancelled jobs: A's finish sent a second time, after the first went through, overwrites the result of a job that is already done.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE owner=:worker AND lease_until > :now AND state='running'`,
        },
        why: 'Names no job: A finishing one of the two jobs it holds also marks the other one done.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND lease_until > :now AND state='running'`,
        },
        why: "Asks whether a lease is live, not whose: A wakes after B's takeover and finishes under B's live lease.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker OR lease_until > :now AND state='running'`,
        },
        why: "AND binds tighter than OR, so any running row with a live lease matches: A's stale finish lands on the job B holds.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until + :ttl > :now AND state='running'`,
        },
        why: 'A "grace period" of one more lease: A wakes after its lease ran out, before anyone claimed, and finishes while the next claim may land at any moment.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner LIKE :worker AND lease_until > :now AND state='running'`,
        },
        why: "LIKE is not equality: it ignores case and reads _ as any character, so a worker named 'worker_1' (or 'a') finishes the job that 'worker-1' (or 'A') holds.",
      },
    ],
    right: [
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND state='running' AND owner=:worker AND :now < lease_until`,
        },
        why: 'The same conditions, reordered, with the comparison written the other way round.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET result=:payload, state='done'
WHERE id=:job AND owner IS :worker AND lease_until - :now > 0 AND state IN ('running')`,
        },
        why: 'IS equals = for a worker name, which is never NULL; the difference test and the one-element IN are the same tests.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND NOT (owner <> :worker OR lease_until <= :now OR state <> 'running')`,
        },
        why: "De Morgan of the solution; the owner is NULL only on a ready row (never claimed, or recovered), where state <> 'running' is already true.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :now AND state NOT IN ('done','cancelled')`,
        },
        why: 'The state is one of four; a ready row never has an owner (the claim sets running, the sweep clears the owner), so only running rows can match.',
      },
    ],
  },

  // 2 ------------------------------------------------------------------------------------------
  'longer-ttl-moves-the-problem': {
    wrong: [
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :now - 1 AND state='running'`,
        },
        why: "Off by one: A's finish at t=100, the tick its 100-tick lease ends, is accepted while B's claim at that same tick is granted.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND state='running'`,
        },
        why: 'Drops the lease check because the owner is checked: A wakes after its lease ran out, before anyone claimed, and finishes while the next claim may land.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :local_now AND state='running'`,
        },
        why: 'A worker whose clock runs 40 ticks slow sees its lease as live and finishes 30 ticks after it ended.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :now`,
        },
        why: 'No state check: a job the user cancelled early in a long lease is finished by its owner anyway.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE owner=:worker AND lease_until > :now AND state='running'`,
        },
        why: 'Without id=:job, finishing report-42 also finishes report-43, which A holds with a long lease.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND (owner=:worker OR lease_until > :now) AND state='running'`,
        },
        why: "OR instead of AND: after a 149-tick pause A finishes because B's lease is live, the starter's bug again.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND lease_until > :now AND state='running'
  AND owner = (SELECT owner FROM jobs WHERE id=:job)`,
        },
        why: "The subquery compares the row's owner with itself, never with the writer, so A's stale finish under B's lease still lands.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND instr(:worker, owner) > 0 AND lease_until > :now AND state='running'`,
        },
        why: 'A substring match on the owner: worker A2 (or any name containing A) finishes the job that A holds.',
      },
    ],
    right: [
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until >= :now + 1 AND state='running'`,
        },
        why: 'Ticks and lease ends are whole numbers, so lease_until >= now + 1 is lease_until > now.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state = 'done', result = :payload
WHERE state = 'running' AND :now < lease_until AND owner = :worker AND id = :job`,
        },
        why: 'The same four conditions in another order.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id IN (SELECT id FROM jobs
             WHERE id=:job AND owner=:worker AND lease_until > :now AND state='running')`,
        },
        why: 'The subquery picks the same row (or none) in the same statement.',
      },
    ],
  },

  // 3 ------------------------------------------------------------------------------------------
  'fencing-token': {
    wrong: [
      {
        sql: {
          claim: `UPDATE jobs SET owner=substr(:worker, 1, 1), lease_until=:now + :ttl, state='running'
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: "Returns the fence but never raises it: A and its replacement A#2 get the same token, so the old process's finish lands under A#2's lease.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence >= :token
  AND lease_until > :now AND state='running'`,
        },
        why: 'An older token is smaller than the fence, so fence >= token lets the old process of A (token 1, fence 2) finish.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=substr(:worker, 1, 1), lease_until=:now + :ttl,
                fence=fence+1, state='running'
WHERE id=:job AND lease_until < :now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: 'Off by one: the claim is denied at the tick the lease ends (and the very first claim at t=0 of a fresh job is denied), so the replacement cannot take over when it should.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token AND state='running'`,
        },
        why: 'The right token but too late: A wakes at the tick its lease ends, before anyone claimed, and finishes while A#2 may claim at that tick.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=substr(:worker, 1, 1) AND (fence=:token OR lease_until > :now)
  AND state='running'`,
        },
        why: "Token OR lease: the old process of A has a stale token, but A#2's lease is live, so its finish lands.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=substr(:worker, 1, 1), lease_until=:now + :ttl,
                fence=fence+1, state='running'
WHERE lease_until <= :now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: "Names no job: A's claim of report-42 also grabs report-43, which was still ready.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=substr(:worker, 1, 1), lease_until=:now + :ttl,
                fence=fence+1, state='running'
WHERE id=:job AND lease_until <= :now AND state='ready'
RETURNING fence AS token`,
        },
        why: 'Only ready jobs: once a lease has run out on a running job, nobody can take it over, so a stalled worker blocks its job for good.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=substr(:worker, 1, 1), lease_until=:now + :ttl,
                fence=fence+1, state='running'
WHERE id=:job AND lease_until <= :now AND state <> 'done'
RETURNING fence AS token`,
        },
        why: 'Refuses only done jobs: a job the user cancelled is claimed again once the lease is over.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=COALESCE(:token, fence)
  AND lease_until > :now AND state='running'`,
        },
        why: 'A NULL token falls back to the fence itself: a process of A that never got a token finishes the job its sibling holds.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=substr(:worker, 1, 1), lease_until=:local_now + :ttl,
                fence=fence+1, state='running'
WHERE id=:job AND lease_until <= :local_now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: "Worker clocks in the claim: B's clock runs 2 ticks fast and takes A's lease while it is still live in database time.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET fence=fence+1 WHERE id=:job;
UPDATE jobs SET owner=substr(:worker, 1, 1), lease_until=:now + :ttl, state='running'
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: "Raises the fence in its own statement, outside the claim's condition: a claim refused because the lease is live still moves the fence (the step changes a row, so it even counts as granted), and the live holder's token stops matching.",
      },
    ],
    right: [
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND fence=:token AND lease_until > :now AND state='running'`,
        },
        why: 'The fence names the grant, and every grant writes its owner with its fence, so the owner check is implied (as the lesson says).',
      },
      {
        sql: {
          claim: `UPDATE jobs SET fence=fence+1, state='running',
                owner=substr(:worker, 1, 1), lease_until=:ttl + :now
WHERE id=:job AND :now >= lease_until AND state IN ('running','ready')
RETURNING fence AS TOKEN`,
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND :token = fence AND owner=substr(:worker, 1, 1)
  AND :now < lease_until AND state='running'`,
        },
        why: 'The same claim and finish with their terms reordered; the token column is found whatever its case.',
      },
      {
        sql: {
          claim: L3_CLAIM,
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence IS :token
  AND lease_until > :now AND state='running'`,
        },
        why: 'The fence column is NOT NULL, so fence IS :token is false for a NULL token exactly as fence = :token is.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence <= :token
  AND lease_until > :now AND state='running'`,
        },
        why: 'Every token was the fence when it was granted and the fence only goes up, so no presented token exceeds the fence: fence <= token holds exactly when they are equal.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=substr(:worker, 1, 1), lease_until=MAX(lease_until, :now) + :ttl,
                fence=fence+1, state='running'
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: 'The WHERE has just made lease_until <= now, so MAX(lease_until, now) is now.',
      },
    ],
  },

  // 4 ------------------------------------------------------------------------------------------
  'renew-with-owner-and-token': {
    wrong: [
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token
  AND lease_until >= :now AND state='running'`,
        },
        why: 'Revives a lease at the tick it ends, the tick at which B may already be granted the job.',
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:local_now + :ttl
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token
  AND lease_until > :now AND state='running'`,
        },
        why: "Writes the new lease end on the worker's clock: a worker 3 ticks slow renews at t=3 and sets its lease to end at t=5 instead of t=8, so B takes over a live worker.",
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token
  AND lease_until > :local_now AND state='running'`,
        },
        why: "Judges the old lease on the worker's clock: a slow worker revives a lease that ended in database time.",
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl
WHERE id=:job AND owner=substr(:worker, 1, 1) AND lease_until > :now AND state='running'`,
        },
        why: "Owner only: the old process of A renews its replacement A#2's lease, since both report the name A.",
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token AND lease_until > :now`,
        },
        why: "No state check: A's heartbeat after the user's cancel is accepted, and A never learns the job was cancelled.",
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl
WHERE owner=substr(:worker, 1, 1) AND fence=:token AND lease_until > :now AND state='running'`,
        },
        why: "Names no job: A's heartbeat for nightly-backup also extends report-43, whose work stalled, so the scheduler cannot recover it.",
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=lease_until + :ttl
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token
  AND lease_until > :now AND state='running'`,
        },
        why: 'Extends from the old end, not from now: a worker that renews every tick piles up a lease far beyond now + ttl, and if it crashes the job waits that long.',
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence >= :token
  AND lease_until > :now AND state='running'`,
        },
        why: "An old token is below the fence: the old process of A (token 1) renews A#2's lease (fence 2).",
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=COALESCE(:token, fence)
  AND lease_until > :now AND state='running'`,
        },
        why: 'A process of A that holds no token at all keeps the lease alive, so a dead grant never runs out.',
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token AND state='running'`,
        },
        why: 'A lease that already ran out is brought back: A renews late, at or after the end, and the claim that was free to land is shut out.',
      },
    ],
    right: [
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl
WHERE id=:job AND fence=:token AND lease_until > :now AND state='running'`,
        },
        why: 'The token names one grant, and each grant wrote its owner alongside its fence, so the owner check adds nothing.',
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=MAX(lease_until, :now + :ttl)
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token
  AND lease_until > :now AND state='running'`,
        },
        why: 'A lease end was always set to an earlier now + ttl, and database time only moves forward, so MAX picks :now + :ttl every time.',
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until = :ttl + :now
WHERE id = :job AND fence IS :token AND :now < lease_until
  AND state IN ('running') AND owner = substr(:worker, 1, 1)`,
        },
        why: 'Reordered; fence is NOT NULL, so IS behaves as = even for a NULL token.',
      },
      {
        sql: {
          renew: `UPDATE jobs SET lease_until=:now + :ttl
WHERE id=:job AND owner=substr(:worker, 1, 1) AND fence=:token
  AND lease_until - :now > 0 AND state='running'`,
        },
        why: 'lease_until - now > 0 is lease_until > now.',
      },
    ],
  },

  // 5 ------------------------------------------------------------------------------------------
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
        why: 'The subquery looks at any job row: A lost report-42 to B but holds report-43 with the same fence 1, so its stale report-42 write lands.',
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE id=:job AND owner=:worker AND fence=:token
                AND lease_until > :now AND state='running')`,
        },
        why: "The outer UPDATE names no row: A's report-42 write overwrites report-43's stored body too.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job
  AND NOT EXISTS (SELECT 1 FROM jobs WHERE id=:job AND fence > :token)`,
        },
        why: 'Only asks "has a newer grant been made?": A writes after its lease ran out, or after a cancel, and a process with no token (fence > NULL is never true) writes too.',
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job
  AND NOT EXISTS (SELECT 1 FROM jobs
                  WHERE id=:job AND (owner <> :worker OR fence <> :token
                                     OR lease_until <= :now OR state <> 'running'))`,
        },
        why: 'De Morgan with NULL: for a process of A that holds no token, fence <> NULL is NULL, so no row counts against it and its write lands.',
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload, max_token=:token
WHERE id=:job AND max_token <= :token`,
        },
        why: "The store's highest-token rule instead of asking the job row: A's stale write comes after B's grant but before B's first write, and the store has not seen token 42 yet.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job
  AND EXISTS (SELECT 1 FROM jobs
              WHERE id=:job AND owner=:worker AND fence=:token
                AND lease_until >= :now AND state='running')`,
        },
        why: 'A write at the tick the lease ends is accepted, while B may be granted the job at that same tick.',
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job
  AND EXISTS (SELECT 1 FROM jobs
              WHERE id=:job AND owner=:worker AND fence=:token
                AND lease_until > :local_now AND state='running')`,
        },
        why: 'A worker whose clock runs slow writes after its lease ended in database time.',
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job
  AND EXISTS (SELECT 1 FROM jobs
              WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now)`,
        },
        why: 'No state check: the user cancels the report while A holds a live lease, and A keeps saving drafts.',
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job
  AND EXISTS (SELECT 1 FROM jobs
              WHERE id=:job AND owner=:worker AND fence=:token
                AND lease_until > :now OR state='running')`,
        },
        why: "AND binds before OR: any running job row satisfies the subquery, so A's stale write lands while B's job is running.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job
  AND :token = (SELECT MAX(fence) FROM jobs WHERE owner=:worker)`,
        },
        why: "The highest fence of any job A owns is not this job's: A lost report-42 but owns report-43 with fence 1, so its token 1 matches.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE jobs.id=storage.id AND owner=:worker AND fence=:token
                AND lease_until > :now AND state='running')`,
        },
        why: "Correlated but with no id=:job outside: every storage row whose own job A holds with this token is overwritten, so A's report-42 write also replaces report-43's body.",
      },
    ],
    right: [
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job
  AND EXISTS (SELECT 1 FROM jobs
              WHERE jobs.id=storage.id AND owner=:worker AND fence=:token
                AND lease_until > :now AND state='running')`,
        },
        why: 'Correlated on the storage row, whose id is already :job.',
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id IN (SELECT id FROM jobs
             WHERE id=:job AND owner=:worker AND fence=:token
               AND lease_until > :now AND state='running')`,
        },
        why: 'The IN list is :job or nothing, decided in the same statement.',
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job
  AND :token = (SELECT fence FROM jobs
                WHERE id=:job AND owner=:worker AND lease_until > :now AND state='running')`,
        },
        why: 'A scalar subquery on the one job row; a missing row gives NULL, and NULL = anything is not true.',
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
FROM jobs
WHERE storage.id=:job AND jobs.id=storage.id AND jobs.owner=:worker AND jobs.fence=:token
  AND jobs.lease_until > :now AND jobs.state='running'`,
        },
        why: 'UPDATE … FROM joins the same one job row; storage changes only when it matches.',
      },
    ],
  },

  // 6 ------------------------------------------------------------------------------------------
  'enforce-at-the-resource': {
    wrong: [
      {
        sql: {
          write: `UPDATE storage SET body=:payload, max_token=:token
WHERE id=:job AND max_token < :token`,
        },
        why: "Strict: the holder's second write with the same token is refused.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload, max_token=:token
WHERE max_token <= :token`,
        },
        why: "Names no row: A's write for invoice 7 with token 41 overwrites invoice 8, whose own job's token is 5.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload, max_token=:token
WHERE id=:job AND CAST(max_token AS TEXT) <= CAST(:token AS TEXT)`,
        },
        why: "Compares tokens as text: after token 10 reached the store, a stale writer with token 9 passes, since '10' sorts before '9'.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload, max_token=max_token + 1
WHERE id=:job AND max_token <= :token`,
        },
        why: "Counts writes instead of remembering the token: after the holder's third write with token 2, max_token is 3 and the holder's own next write is refused.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload
WHERE id=:job AND max_token <= :token`,
        },
        why: "Never remembers a token: max_token stays 0, so A's token 1 is accepted after B's token 2 was written.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload, max_token=COALESCE(:token, max_token)
WHERE id=:job AND COALESCE(:token, max_token) >= max_token`,
        },
        why: 'A NULL token defaults to the current maximum: a process that never got a token overwrites the body.',
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload, max_token=:token
WHERE id=:job AND max_token <= :token + 1`,
        },
        why: "Tolerates a token one below the highest: A with token 1 overwrites B's body after token 2 reached the store.",
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload, max_token=:token
WHERE id LIKE :job || '%' AND max_token <= :token`,
        },
        why: "A prefix match: invoice-7's write also changes invoice-70's row, whose own job uses lower tokens.",
      },
    ],
    right: [
      {
        sql: {
          write: `UPDATE storage SET max_token=:token, body=:payload
WHERE id=:job AND :token >= max_token`,
        },
        why: 'The same comparison written the other way round.',
      },
      {
        sql: {
          write: `UPDATE storage SET max_token=:token WHERE id=:job AND max_token < :token;
UPDATE storage SET body=:payload WHERE id=:job AND max_token <= :token`,
        },
        why: 'One atomic step: first raise max_token to a newer token, then write the body if the token is now the highest; a lower token changes nothing in either statement.',
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload, max_token=:token
WHERE id=:job AND :token = MAX(max_token, :token)`,
        },
        why: 'The token equals the larger of the two exactly when it is at least max_token; with a NULL token MAX is NULL and nothing matches.',
      },
      {
        sql: {
          write: `UPDATE storage SET body=:payload, max_token=MAX(max_token, :token)
WHERE id=:job AND NOT (max_token > :token)`,
        },
        why: 'NOT (max > token) is max <= token (NULL stays NULL), and under it MAX(max_token, :token) is :token.',
      },
    ],
  },

  // 7 ------------------------------------------------------------------------------------------
  'attempt-ids-versus-ordered-tokens': {
    wrong: [
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running', attempt=:now
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running')
RETURNING attempt AS token`,
        },
        why: "The claim's time as the token: a job already attempted 40 times, whose store remembers token 40, gets token 0 at t=0 and its holder's writes are refused.",
      },
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running', attempt=attempt+1
WHERE id=:job AND lease_until < :now AND state IN ('ready','running')
RETURNING attempt AS token`,
        },
        why: 'Off by one: a claim at the tick the lease ends is denied, and a fresh job cannot be claimed at t=0.',
      },
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running', attempt=attempt+1
WHERE lease_until <= :now AND state IN ('ready','running')
RETURNING attempt AS token`,
        },
        why: 'Names no job: claiming export-9 also takes export-10, which the user then cannot withdraw.',
      },
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running', attempt=attempt+1
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running','done')
RETURNING attempt AS token`,
        },
        why: 'A done job is claimed and run again once its lease is over.',
      },
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:local_now + :ttl, state='running', attempt=attempt+1
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running')
RETURNING attempt AS token`,
        },
        why: "Writes the lease end on the worker's clock: a worker 3 ticks slow writes a lease that ends 3 ticks early, and another worker takes over while it still works.",
      },
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running',
    attempt=(SELECT max_token FROM storage WHERE id=:job) + 1
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running')
RETURNING attempt AS token`,
        },
        why: 'The token is derived from what the store has seen: if A claims and stalls before writing, B gets the same token as A and the store cannot tell them apart.',
      },
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running', attempt=attempt+1
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running')
RETURNING CAST(attempt AS TEXT) AS token`,
        },
        why: 'Hands out the counter as text: the commit compares the number in the row with the text token, never equal, so the holder cannot finish.',
      },
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running', attempt=attempt+1
WHERE id=:job AND lease_until <= :now AND state='ready'
RETURNING attempt AS token`,
        },
        why: 'Only ready jobs: a running job whose holder stalled past its lease can never be taken over.',
      },
    ],
    right: [
      {
        sql: {
          claim: `UPDATE jobs
SET attempt=1 + attempt, state='running', owner=:worker, lease_until=:ttl + :now
WHERE id=:job AND :now >= lease_until AND state IN ('running','ready')
RETURNING attempt AS "token"`,
        },
        why: 'The same claim, reordered, with a quoted column name.',
      },
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running', attempt=attempt+1
WHERE id=:job AND lease_until <= :now AND state NOT IN ('done','cancelled')
RETURNING attempt AS token`,
        },
        why: 'A job is ready, running, done or cancelled, so excluding the two final states keeps the other two.',
      },
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running', attempt=attempt+1
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running')
RETURNING attempt AS token, owner, lease_until`,
        },
        why: 'Extra returned columns change nothing: the token column is found by name.',
      },
      {
        sql: {
          claim: `UPDATE jobs
SET owner=:worker, lease_until=:now + :ttl, state='running', attempt=attempt+1
WHERE id=:job AND NOT (lease_until > :now) AND (state='ready' OR state='running')
RETURNING attempt token`,
        },
        why: 'NOT (lease_until > now) is lease_until <= now for a NOT NULL column; the alias without AS is the same alias.',
      },
    ],
  },

  // 8 ------------------------------------------------------------------------------------------
  'idempotency-is-not-fencing': {
    wrong: [
      {
        sql: {
          charge: `INSERT INTO effects(key, worker, token, amount)
VALUES (:key, :worker, :token, :payload)
ON CONFLICT(key) DO NOTHING`,
          refund: effect(L8_COND),
        },
        why: 'Fences the refund only: a stale worker holding an out-of-date amount charges again under a new key after B completed the order.',
      },
      {
        sql: both8(
          effect(
            L8_COND,
            'ON CONFLICT(key) DO UPDATE SET worker=excluded.worker, token=excluded.token, amount=excluded.amount',
          ),
        ),
        why: "The key no longer absorbs repeats: the holder's retry of its charge is recorded again, and B's repeat rewrites A's effect as its own.",
      },
      {
        sql: both8(effect(L8_COND, '', 'INSERT OR REPLACE')),
        why: 'OR REPLACE deletes the earlier effect and writes it again: a retry with the same key is recorded as a new effect instead of being absorbed.',
      },
      {
        sql: both8(
          effect(`owner=:worker AND fence=:token
                AND lease_until > :now AND state='running'`),
        ),
        why: 'The subquery looks at any job: A lost order-17 to B but still holds order-18 with token 1, so its stale refund on order-17 lands.',
      },
      {
        sql: both8(
          effect(`id=:job AND owner=substr(:worker, 1, 1) AND fence >= :token
                AND lease_until > :now AND state='running'`),
        ),
        why: "An older token is below the fence: when the owner's name comes back (A restarted as A#2), the old process with token 1 still refunds.",
      },
      {
        sql: both8(
          effect(`id=:job AND owner=:worker AND fence=:token
                AND lease_until >= :now AND state='running'`),
        ),
        why: 'A refund at the tick the lease ends is recorded, while another worker may be granted the order at that tick.',
      },
      {
        sql: both8(
          effect(`id=:job AND owner=:worker AND fence=:token
                AND lease_until > :local_now AND state='running'`),
        ),
        why: 'A worker whose clock runs slow records a charge after its lease ended in database time.',
      },
      {
        sql: both8(effect(`id=:job AND owner=:worker AND fence=:token AND lease_until > :now`)),
        why: 'No state check: the customer cancels the order and the holder, not knowing, still charges.',
      },
      {
        sql: both8(
          effect(`id=:job AND owner=:worker AND (fence=:token OR lease_until > :now)
                AND state='running'`),
        ),
        why: "Token OR lease: the old process of a restarted worker has the wrong token, but its replacement's lease under the same name is live, so its refund lands.",
      },
      {
        sql: both8(
          effect(`id=:job AND owner=:worker AND fence=COALESCE(:token, fence)
                AND lease_until > :now AND state='running'`),
        ),
        why: 'A NULL token defaults to the fence: a process that never got a token records a charge under the name of the holder.',
      },
      {
        sql: both8(`INSERT INTO effects(key, worker, token, amount)
SELECT :key || ':' || :token, :worker, :token, :payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE ${L8_COND})
ON CONFLICT(key) DO NOTHING`),
        why: 'Makes the key per grant: B, taking over and running the job from the start, charges the customer a second time because its key carries token 2.',
      },
    ],
    right: [
      {
        sql: both8(`INSERT INTO effects(key, worker, token, amount)
SELECT :key, :worker, :token, :payload FROM jobs
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running'
ON CONFLICT(key) DO NOTHING`),
        why: 'Selects from the one job row instead of using EXISTS: one row when the writer holds the job, none otherwise.',
      },
      {
        sql: both8(`INSERT OR IGNORE INTO effects(key, worker, token, amount)
SELECT :key, :worker, :token, :payload
WHERE EXISTS (SELECT 1 FROM jobs
              WHERE ${L8_COND})`),
        why: 'OR IGNORE skips the row on a duplicate key, as DO NOTHING does; no other constraint can fail (worker is never NULL).',
      },
      {
        sql: both8(`INSERT INTO effects(key, worker, token, amount)
SELECT :key, :worker, :token, :payload
WHERE NOT EXISTS (SELECT 1 FROM effects WHERE key = :key)
  AND EXISTS (SELECT 1 FROM jobs
              WHERE ${L8_COND})`),
        why: 'The step is atomic, so checking that the key is unused in the same statement absorbs a repeat just as the conflict clause does.',
      },
      {
        sql: both8(`INSERT INTO effects(key, worker, token, amount)
SELECT :key, :worker, fence, :payload FROM jobs
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running'
ON CONFLICT(key) DO NOTHING`),
        why: 'Records the fence, which the WHERE has just made equal to the token.',
      },
    ],
  },

  // 9 ------------------------------------------------------------------------------------------
  'cancel-wins-at-the-finish': {
    wrong: [
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now
  AND state <> 'cancelled'`,
        },
        why: "Refuses only cancelled jobs: A's finish sent again after a timeout overwrites the result of a done job.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now
  AND state <> 'done'`,
        },
        why: "Refuses only done jobs: the finish after the user's cancel still lands and undoes the cancel.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now
  AND state NOT IN ('cancelled', 'done', NULL)`,
        },
        why: "NOT IN with a NULL in the list is never true: every finish is refused, even the holder's in time.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now
  AND state='running' OR state='ready'`,
        },
        why: "AND before OR: any ready job matches, so after the scheduler's sweep puts the job back to ready, a stale worker's finish lands.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :now AND state='running'`,
        },
        why: "No token check: the user restarts the job (the fence moves, owner and lease stay) and A's finish for the old run lands.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until >= :now
  AND state='running'`,
        },
        why: 'A finish at the tick the lease ends is accepted, while B may be granted the job at that tick.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :local_now
  AND state='running'`,
        },
        why: 'A worker 3 ticks slow finishes after its lease ended in database time.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE owner=:worker AND fence=:token AND lease_until > :now AND state='running'`,
        },
        why: 'Names no job: finishing the weekly digest also finishes the monthly one, which A holds with the same fence.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now
  AND NOT EXISTS (SELECT 1 FROM jobs WHERE state='cancelled')`,
        },
        why: "Looks for a cancel on any row, not on this job's: a job that is already done is finished again, and a cancelled job elsewhere in the table blocks this one.",
      },
    ],
    right: [
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND state IN ('running') AND :token = fence AND owner=:worker AND :now < lease_until`,
        },
        why: 'The same conditions, reordered and turned round.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now
  AND state NOT IN ('cancelled','done')`,
        },
        why: 'With four states, refusing the two final ones keeps ready and running; a ready row never has an owner, so only running can match.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now
  AND state IN ('ready','running')`,
        },
        why: "The cancel's own test; a ready row has no owner (never claimed, or swept), so the owner check already excludes it.",
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now
  AND state <> 'cancelled' AND state <> 'done'`,
        },
        why: 'Two inequalities spell the same NOT IN.',
      },
    ],
  },

  // 10 -----------------------------------------------------------------------------------------
  'immutable-versions-and-a-reference': {
    wrong: [
      {
        sql: {
          publish: publish(
            L10_COND,
            'generation <= :token',
            `(SELECT max(version) FROM objects WHERE key = :job)`,
          ),
        },
        why: "Points at the newest version in the bucket, whoever wrote it: an editor's draft uploaded after A's report is what readers get.",
      },
      {
        sql: {
          publish: publish(
            L10_COND,
            'generation <= :token',
            `(SELECT max(version) FROM objects WHERE writer_token = :token)`,
          ),
        },
        why: "Looks at every report's versions: the weekly report has version 2 under token 1 too, so the daily reference points at a version the daily report may not have.",
      },
      {
        sql: { publish: publish(L10_COND, 'generation < :token') },
        why: 'Strict: the holder cannot publish a corrected version under the same token.',
      },
      {
        sql: {
          publish: `UPDATE refs
SET version = (SELECT max(version) FROM objects
               WHERE key = :job AND writer_token = :token),
    generation = :token
WHERE name = :job AND generation <= :token`,
        },
        why: "The reference's own highest generation only: A publishes after B's claim but before B's first publish, and readers get A's stale version.",
      },
      {
        sql: {
          publish: publish(`owner = :worker AND fence = :token
                AND lease_until > :now AND state = 'running'`),
        },
        why: 'The EXISTS looks at any job: after B took over the daily report, A still holds the weekly one with token 1, so its daily publish goes through.',
      },
      {
        sql: {
          publish: publish(`id = :job AND owner = :worker AND fence = :token
                AND lease_until >= :now AND state = 'running'`),
        },
        why: 'A publish at the tick the lease ends goes through, while another worker may be granted the job at that tick.',
      },
      {
        sql: {
          publish: publish(`id = :job AND owner = :worker AND fence = :token
                AND lease_until > :local_now AND state = 'running'`),
        },
        why: 'A worker whose clock runs slow publishes after its lease ended in database time.',
      },
      {
        sql: {
          publish: publish(
            `id = :job AND owner = :worker AND fence = :token AND lease_until > :now`,
          ),
        },
        why: 'No state check: a report cancelled while A holds its lease is published anyway.',
      },
      {
        sql: {
          publish: publish(`id = :job AND owner = :worker
                AND lease_until > :now AND state = 'running'`),
        },
        why: "No token check: A restarts as A#2 under the same name, and the old process publishes its version under A#2's live lease.",
      },
      {
        sql: {
          publish: publish(L10_COND, 'generation <= :token', undefined, 'generation + 1'),
        },
        why: 'Counts publishes instead of recording the token: the reference claims a generation that never held the job, and after a few corrections the holder itself is refused.',
      },
      {
        sql: {
          publish: publish(
            L10_COND,
            'generation <= :token',
            `(SELECT version FROM objects
               WHERE key = :job AND writer_token = :token ORDER BY version LIMIT 1)`,
          ),
        },
        why: "Picks the holder's oldest version: after a correction the reference still points at the first, mistaken report.",
      },
    ],
    right: [
      {
        sql: {
          publish: publish(`jobs.id = refs.name AND owner = :worker AND fence = :token
                AND lease_until > :now AND state = 'running'`),
        },
        why: 'Correlated on the reference row, whose name is :job.',
      },
      {
        sql: {
          publish: publish(
            L10_COND,
            'generation <= :token',
            undefined,
            '(SELECT fence FROM jobs WHERE id = :job)',
          ),
        },
        why: "The EXISTS has just made the job's fence equal to the token.",
      },
      {
        sql: {
          publish: `UPDATE refs
SET version = (SELECT max(version) FROM objects
               WHERE key = :job AND writer_token = :token),
    generation = :token
WHERE name = :job
  AND :token >= generation
  AND :token IN (SELECT fence FROM jobs
                 WHERE id = :job AND owner = :worker
                   AND lease_until > :now AND state = 'running')`,
        },
        why: 'IN over the one job row is the same generation match; a NULL token is never IN anything.',
      },
      {
        sql: {
          publish: publish(
            L10_COND,
            'generation <= :token',
            `(SELECT version FROM objects
               WHERE key = :job AND writer_token = :token ORDER BY version DESC LIMIT 1)`,
          ),
        },
        why: 'The newest version under the token, written with ORDER BY … LIMIT 1 instead of max(); no versions gives NULL either way.',
      },
    ],
  },

  // 11 -----------------------------------------------------------------------------------------
  'heartbeats-for-long-model-calls': {
    wrong: [
      {
        sql: {
          act: `INSERT INTO outbox(job, token, body)
SELECT :job, fence, :payload FROM jobs
WHERE id = :job AND owner = :worker AND lease_until > :now AND state = 'running'`,
        },
        why: "Stamps the job's fence instead of checking the token: a restarted process under the same name, which holds no token, posts a reply under the old process's lease.",
      },
      {
        sql: {
          act: `INSERT INTO outbox(job, token, body)
SELECT :job, :token, :payload
WHERE NOT EXISTS (SELECT 1 FROM jobs
                  WHERE id = :job AND (owner <> :worker OR fence <> :token
                                       OR lease_until <= :now OR state <> 'running'))`,
        },
        why: 'De Morgan with NULL: for a process with no token, fence <> NULL is NULL, nothing counts against it, and its action is written.',
      },
      {
        sql: {
          act: act(`owner = :worker AND fence = :token
                AND lease_until > :now AND state = 'running'`),
        },
        why: 'The subquery looks at any ticket: A lost ticket-311 to B but holds ticket-312 with token 1, so its stale reply on ticket-311 is written.',
      },
      {
        sql: {
          act: act(`id = :job AND owner = :worker AND fence = :token
                AND lease_until >= :now AND state = 'running'`),
        },
        why: 'An action at the tick the lease ends is written, while another worker may claim the ticket at that tick.',
      },
      {
        sql: {
          act: act(`id = :job AND owner = :worker AND fence = :token
                AND lease_until > :local_now AND state = 'running'`),
        },
        why: 'A worker 2 ticks slow thaws when its lease is over in database time and posts its reply.',
      },
      {
        sql: {
          act: act(`id = :job AND owner = :worker AND fence = :token AND lease_until > :now`),
        },
        why: 'No state check: the user cancels the ticket while A waits for the model, and A still posts a reply.',
      },
      {
        sql: {
          act: act(`id = :job AND owner = :worker AND fence >= :token
                AND lease_until > :now AND state = 'running'`),
        },
        why: "An older token is below the fence: A's old process (token 1) acts after A's new process claimed token 2 under the same name.",
      },
      {
        sql: {
          act: `INSERT INTO outbox(job, token, body)
SELECT :job, :token, :payload
WHERE NOT EXISTS (SELECT 1 FROM outbox WHERE job = :job AND token > :token)`,
        },
        why: "The outbox's own highest token instead of the job row: A thaws after B's claim but before B's first action, and A's reply is written.",
      },
    ],
    right: [
      {
        sql: {
          act: `INSERT INTO outbox(job, token, body)
SELECT :job, :token, :payload FROM jobs
WHERE id = :job AND owner = :worker AND fence = :token
  AND lease_until > :now AND state = 'running'`,
        },
        why: 'Selects from the one job row: a row to insert exactly when the worker holds the ticket.',
      },
      {
        sql: {
          act: `INSERT INTO outbox(job, token, body)
SELECT :job, :token, :payload
WHERE :token IN (SELECT fence FROM jobs
                 WHERE id = :job AND owner = :worker
                   AND lease_until > :now AND state = 'running')`,
        },
        why: 'IN over the one job row; a NULL token is never IN anything.',
      },
      {
        sql: {
          act: `INSERT INTO outbox(job, token, body)
SELECT :job, :token, :payload
WHERE (SELECT count(*) FROM jobs
       WHERE id = :job AND owner = :worker AND fence = :token
         AND lease_until > :now AND state = 'running') = 1`,
        },
        why: 'id is the primary key, so the count is 1 exactly when EXISTS is true.',
      },
      {
        sql: {
          act: `INSERT INTO outbox(job, token, body)
SELECT id, fence, :payload FROM jobs
WHERE id = :job AND owner = :worker AND fence = :token
  AND lease_until > :now AND state = 'running'`,
        },
        why: "Writes the row's id and fence, which the WHERE has just made equal to :job and :token.",
      },
    ],
  },

  // 12 -----------------------------------------------------------------------------------------
  'revisions-within-a-generation': {
    wrong: [
      {
        sql: {
          save: save12(`id = :job AND owner = :worker AND fence = :token
  AND revision <= :key
  AND lease_until > :now AND state = 'running'`),
        },
        why: 'Part 3, sent with part 2 and arriving first, is saved before part 2 because revision 1 <= 2.',
      },
      {
        sql: {
          save: save12(`id = :job AND owner = :worker AND fence = :token
  AND revision >= :key
  AND lease_until > :now AND state = 'running'`),
        },
        why: 'A late retry of part 1 (expecting 0) is saved again after part 2.',
      },
      {
        sql: {
          save: save12(`id = :job AND owner = :worker AND fence = :token
  AND revision + 1 = :key
  AND lease_until > :now AND state = 'running'`),
        },
        why: 'Off by one: a save expecting revision 0 is refused on a fresh batch, and the holder can never save its first part.',
      },
      {
        sql: {
          save: save12(`id = :job AND revision = :key
  AND lease_until > :now AND state = 'running'`),
        },
        why: "The revision in place of the fence: A wakes after B's claim but before B's first save, names the right revision, and its part lands under B's lease.",
      },
      {
        sql: {
          save: save12(`id = :job AND owner = :worker AND fence = :token
  AND revision = :key AND lease_until > :now`),
        },
        why: 'No state check: the user cancels the job and A saves its next part anyway.',
      },
      {
        sql: {
          save: save12(`id = :job AND owner = :worker AND fence = :token
  AND revision = :key
  AND lease_until >= :now AND state = 'running'`),
        },
        why: 'A save at the tick the lease ends is accepted, while B may be granted the job at that tick.',
      },
      {
        sql: {
          save: save12(`owner = :worker AND fence = :token
  AND revision = :key
  AND lease_until > :now AND state = 'running'`),
        },
        why: "Names no job: A's stale save for reindex-orders lands on reindex-customers, which A holds with the same token and revision.",
      },
      {
        sql: {
          save: save12(`id = :job AND owner = :worker AND fence = :token
  AND progress NOT LIKE '%' || :payload || '%'
  AND lease_until > :now AND state = 'running'`),
        },
        why: 'Refuses a part already saved, but not one out of order: part 3 overtaking part 2 is saved first.',
      },
      {
        sql: {
          save: save12(`id = :job AND owner = :worker AND fence = :token
  AND revision = CAST(:key AS INTEGER)
  AND lease_until > :now AND state = 'running'`),
        },
        why: 'CAST turns a missing or garbled expected revision into 0: a save that names no revision (the key is the default "<job>:save") is accepted as the first part.',
      },
      {
        sql: {
          save: save12(`id = :job AND owner = :worker AND fence = :token
  AND revision = :key
  AND lease_until > :local_now AND state = 'running'`),
        },
        why: 'A worker 2 ticks slow saves a part after its lease ended in database time.',
      },
    ],
    right: [
      {
        sql: {
          save: save12(
            `id = :job AND owner = :worker AND fence = :token
  AND revision = :key
  AND lease_until > :now AND state = 'running'`,
            'revision = :key + 1',
          ),
        },
        why: 'Under revision = :key, :key + 1 is revision + 1.',
      },
      {
        sql: {
          save: save12(`id = :job AND fence = :token AND revision = :key
  AND lease_until > :now AND state = 'running'`),
        },
        why: 'The fence names one grant, and each grant wrote its owner with its fence, so the owner check adds nothing.',
      },
      {
        sql: {
          save: save12(`id = :job AND :key = revision AND :token = fence AND owner = :worker
  AND :now < lease_until AND state IN ('running')`),
        },
        why: "Reordered; the revision column's integer affinity applies to :key on either side of =.",
      },
      {
        sql: {
          save: save12(`id = :job AND owner = :worker AND fence IS :token
  AND revision IS :key
  AND lease_until > :now AND state = 'running'`),
        },
        why: 'Both columns are NOT NULL, so IS behaves as = (with the same affinity) for every key and token, NULL included.',
      },
    ],
  },

  // 13 -----------------------------------------------------------------------------------------
  'claim-in-one-short-statement': {
    wrong: [
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = :job AND lease_until < :now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: 'Off by one: a claim at the very tick a lease ends is denied, and a fresh job cannot be claimed at t=0.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = :job AND lease_until <= :now AND state = 'ready'
RETURNING fence AS token`,
        },
        why: 'Only ready jobs: a running job whose holder stalled past its lease can never be taken over.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = :job AND lease_until <= :now AND state <> 'done'
RETURNING fence AS token`,
        },
        why: 'A cancelled job is claimed again once its lease is over.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = :job AND lease_until <= :local_now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: "A worker whose clock runs 2 ticks fast sees A's live lease as over and is granted the job too.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE lease_until <= :now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: 'Names no job: claiming ingest-batch-17 also takes ingest-batch-18.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = :job AND lease_until <= :now + 1 AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: "Takes the job one tick early: B is granted it at the last tick of A's lease, while A's finish at that tick is still valid.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = :job
  AND NOT EXISTS (SELECT 1 FROM jobs WHERE id = :job AND lease_until > :now)
RETURNING fence AS token`,
        },
        why: 'Checks the lease but not the state: a job that is done (or cancelled) is claimed and run again once the old lease is over.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, state = 'running'
WHERE id = :job AND lease_until <= :now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: 'Never raises the fence: after a takeover the old and new holder carry the same token, and any fence check downstream cannot tell them apart.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = :job AND lease_until <= :now OR state = 'ready'
RETURNING fence AS token`,
        },
        why: 'AND before OR: every ready job in the table matches, and so does this job after a cancel once the lease is over.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = :job AND lease_until <= :now AND state IN ('ready','running')
  AND owner IS NOT :worker
RETURNING fence AS token`,
        },
        why: '"A worker must not grab its own job twice": A restarts after its lease ran out, nobody else is free, and A is denied the job it could take, so the job waits.',
      },
    ],
    right: [
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = :job AND :now >= lease_until AND state NOT IN ('done','cancelled')
RETURNING fence AS token`,
        },
        why: 'A job is ready, running, done or cancelled; the comparison is turned round.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = :job AND NOT (lease_until > :now) AND (state = 'ready' OR state = 'running')
RETURNING fence AS token`,
        },
        why: 'lease_until is NOT NULL, so NOT (>) is <=; the OR is the IN list.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner = :worker, lease_until = :now + :ttl, fence = fence + 1,
                state = 'running'
WHERE id = :job AND lease_until < :now + 1 AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: 'Ticks and lease ends are whole numbers, so < now + 1 is <= now.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET fence = fence + 1, state = 'running', owner = :worker,
                lease_until = :ttl + :now
WHERE id = :job AND lease_until - :now <= 0 AND state IN ('running','ready')
RETURNING fence AS TOKEN`,
        },
        why: 'Reordered, with the comparison as a difference; the token column is matched whatever its case.',
      },
    ],
  },

  // 14 -----------------------------------------------------------------------------------------
  'case-study-attempt-id-pipeline': {
    wrong: [
      {
        sql: {
          save: `UPDATE jobs SET result=:payload
WHERE id=:job AND attempt IS NOT NULL AND status='PROCESSING'`,
          complete: `UPDATE jobs SET status='DONE'
WHERE id=:job AND attempt IS NOT NULL AND status='PROCESSING'`,
        },
        why: "Asks whether some attempt holds the job, not which: after the sweep and B's claim, A's stale save and complete land on B's attempt.",
      },
      {
        sql: {
          complete: `UPDATE jobs SET status='DONE'
WHERE id=:job AND status='PROCESSING'`,
        },
        why: 'Only the save names the attempt: the swept A completes the job B is still working on, before B has saved anything.',
      },
      {
        sql: {
          save: `UPDATE jobs SET result=:payload
WHERE id=:job AND heartbeat_until > :now AND status='PROCESSING'`,
          complete: `UPDATE jobs SET status='DONE'
WHERE id=:job AND heartbeat_until > :now AND status='PROCESSING'`,
        },
        why: "A live heartbeat is not the writer's: after B's claim, B's deadline is live and A's stale writes pass.",
      },
      {
        sql: {
          save: `UPDATE jobs SET result=:payload
WHERE attempt=:token AND status='PROCESSING'`,
          complete: `UPDATE jobs SET status='DONE'
WHERE attempt=:token AND status='PROCESSING'`,
        },
        why: "Names no job: attempt ids made from the worker and the time repeat, so A's swept writes for batch 3 land on batch 4, which carries the same id.",
      },
      {
        sql: {
          save: `UPDATE jobs SET result=:payload
WHERE id=:job AND attempt=:token`,
        },
        why: "No status check on the save: A's delayed draft save lands after the job is DONE and replaces the final totals.",
      },
      {
        sql: {
          save: `UPDATE jobs SET result=:payload
WHERE id=:job AND COALESCE(attempt, :token) = :token AND status <> 'DONE'`,
          complete: `UPDATE jobs SET status='DONE'
WHERE id=:job AND COALESCE(attempt, :token) = :token AND status <> 'DONE'`,
        },
        why: 'A cleared attempt lets anyone through: A is swept (PENDING, no attempt) and its late save and complete land before anyone claims again.',
      },
      {
        sql: {
          save: `UPDATE jobs SET result=:payload
WHERE id=:job AND attempt >= :token AND status='PROCESSING'`,
          complete: `UPDATE jobs SET status='DONE'
WHERE id=:job AND attempt >= :token AND status='PROCESSING'`,
        },
        why: "Orders random attempt ids as text: whenever the current attempt's id happens to sort above a stale one's, the stale attempt's save and complete pass.",
      },
      {
        sql: {
          save: `UPDATE jobs SET result=:payload
WHERE id=:job AND attempt=:token AND status IN ('PROCESSING','DONE')`,
        },
        why: "Lets the save touch a DONE job: A's delayed draft save overwrites the final result after the job is complete.",
      },
    ],
    right: [
      {
        sql: {
          save: `UPDATE jobs SET result=:payload
WHERE id=:job AND attempt IS :token AND status='PROCESSING'`,
          complete: `UPDATE jobs SET status='DONE'
WHERE id=:job AND attempt IS :token AND status='PROCESSING'`,
        },
        why: 'A PROCESSING row always has an attempt id (the claim sets both, the sweep clears both), so IS differs from = only on rows the status check already refuses.',
      },
      {
        sql: {
          save: `UPDATE jobs SET result=:payload
WHERE id=:job AND attempt=:token AND status <> 'DONE'`,
          complete: `UPDATE jobs SET status='DONE'
WHERE id=:job AND attempt=:token AND status <> 'DONE'`,
        },
        why: 'The other non-DONE status, PENDING, always has a NULL attempt, which equals no token.',
      },
      {
        sql: {
          save: `UPDATE jobs SET result=:payload
WHERE :token = attempt AND status IN ('PROCESSING') AND id=:job`,
          complete: `UPDATE jobs SET status='DONE'
WHERE status='PROCESSING' AND id=:job AND :token = attempt`,
        },
        why: 'The same three conditions, reordered.',
      },
      {
        sql: {
          save: `UPDATE jobs SET result=:payload
WHERE id=:job AND attempt=:token AND status='PROCESSING' AND :token IS NOT NULL`,
        },
        why: 'attempt = NULL is never true anyway, so the extra test refuses nothing new.',
      },
      {
        sql: {
          complete: `UPDATE jobs SET status='DONE', attempt=NULL
WHERE id=:job AND attempt=:token AND status='PROCESSING'`,
        },
        why: 'Clearing the attempt of a DONE job changes no outcome: every later save, complete or heartbeat is already refused by the status, and the claim and the sweep never look at a DONE job.',
      },
    ],
  },

  // 15 -----------------------------------------------------------------------------------------
  'database-time-not-worker-clocks': {
    wrong: [
      {
        sql: {
          claim: L15_CLAIM,
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :local_now
  AND state='running'`,
        },
        why: 'Fixes only the claim: a worker 3 ticks fast has its own finish refused inside its live lease.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=:worker, lease_until=:local_now + :ttl, fence=fence+1, state='running'
WHERE id=:job AND lease_until <= :local_now AND state IN ('ready','running')
RETURNING fence AS token`,
          commit: L15_COMMIT,
        },
        why: "Fixes only the commit: B's clock runs 3 ticks fast and B takes A's live lease.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=:worker, lease_until=:now + :ttl, fence=fence+1, state='running'
WHERE id=:job AND lease_until <= :local_now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: "Writes the lease in database time but compares it on the worker's clock: a fast worker still takes a live lease.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=:worker, lease_until=:local_now + :ttl, fence=fence+1, state='running'
WHERE id=:job AND lease_until <= :now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: "Compares in database time but writes the lease end on the worker's clock: B's slow clock writes a lease that ends 3 ticks early, and C takes over from a live holder.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=:worker, lease_until=:now + :ttl, fence=fence+1, state='running'
WHERE id=:job AND lease_until <= MIN(:now, :local_now) AND state IN ('ready','running')
RETURNING fence AS token`,
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > MAX(:now, :local_now)
  AND state='running'`,
        },
        why: '"Whichever clock is safer" still asks the worker\'s clock: a fast worker\'s finish inside its lease is refused, and a slow worker is kept off a free job.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until >= :now
  AND state='running'`,
        },
        why: 'A finish at the tick the lease ends is accepted, while B may be granted the job at that tick.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND lease_until > :now AND state='running'`,
        },
        why: "No token check: a restarted process with the same name, which holds no token, finishes the job under the old process's lease.",
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=:worker, lease_until=:now + :ttl, fence=fence+1, state='running'
WHERE lease_until <= :now AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: 'Names no job: claiming nightly-report also takes weekly-report.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=:worker, lease_until=:now + :ttl, fence=fence+1, state='running'
WHERE id=:job AND lease_until <= :now AND state <> 'done'
RETURNING fence AS token`,
        },
        why: 'A cancelled job is claimed again once its lease is over.',
      },
    ],
    right: [
      {
        sql: {
          claim: `UPDATE jobs SET owner=:worker, lease_until=:ttl + :now, fence=fence+1, state='running'
WHERE id=:job AND :now >= lease_until AND state IN ('ready','running')
RETURNING fence AS token`,
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND :now < lease_until
  AND state='running'`,
        },
        why: 'Every lease time in database time, the comparisons turned round.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND owner=:worker AND fence=:token AND lease_until - :now > 0
  AND state='running'`,
        },
        why: 'lease_until - now > 0 is lease_until > now.',
      },
      {
        sql: {
          claim: `UPDATE jobs SET owner=:worker, lease_until=:now + :ttl, fence=fence+1, state='running'
WHERE id=:job AND NOT (lease_until > :now) AND state IN ('ready','running')
RETURNING fence AS token`,
        },
        why: 'lease_until is NOT NULL, so NOT (lease_until > now) is lease_until <= now.',
      },
      {
        sql: {
          commit: `UPDATE jobs SET state='done', result=:payload
WHERE id=:job AND fence=:token AND lease_until > :now AND state='running'`,
        },
        why: 'Every grant writes its owner together with the new fence, so fence = token already names the owner.',
      },
    ],
  },
};

/**
 * The real-systems track's holdout sets: one file per lesson, `track/<lesson id>.holdout.ts`,
 * each exporting HOLDOUT (written by a second reviewer, as above).
 */
const TRACK = import.meta.glob<HoldoutLesson>('./track/*.holdout.ts', {
  eager: true,
  import: 'HOLDOUT',
});

/** Keyed by lesson id. */
export const HOLDOUT_CORPUS: Record<string, HoldoutLesson> = {
  ...FIFTEEN,
  ...Object.fromEntries(
    Object.entries(TRACK).map(([path, c]) => [path.replace(/^.*\/|\.holdout\.ts$/g, ''), c]),
  ),
};
