// Answers for lesson 20 (S3 / Cloud Storage conditional writes): written from the lesson's prose,
// exercise and timelines only, without its declared wrong answers, equivalences, allowances or
// the mutants.
import type { LessonCorpus } from '../answerCorpus';

const SET = `UPDATE objects SET body = :payload, fence = :token, generation = generation + 1`;

export const ANSWERS: LessonCorpus = {
  wrong: [
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = :token, generation = generation + 1
WHERE key = :job AND generation = :key AND (SELECT max(fence) FROM objects) <= :token`,
      },
      why: "The highest fence of the whole bucket, not this object's: another job's object with a higher fence refuses the rightful holder for good (other-objects). Found by both corpus writers; the variant was added for it.",
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = :token, generation = generation + 1
WHERE generation = :key AND fence <= :token`,
      },
      why: "No key: the put rewrites every object at that generation with a fence no higher, another job's report included (other-objects, on a generated timeline). Found by the answer-corpus writer.",
    },
    {
      sql: {
        put: `${SET}
WHERE key = :job AND generation = :key`,
      },
      why: "Writes the token but never checks it: A wakes at t=9, gets 412, re-reads generation 3 and retries with If-Match on it; the precondition holds and A's old report replaces B's (and puts fence 1 back).",
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, generation = generation + 1
WHERE key = :job AND generation = :key AND fence <= :token`,
      },
      why: "Checks the fence but never writes it: the object's fence stays 0 forever, so 0 <= 1 and A's re-read retry at t=9 lands on B's report as if there were no fence.",
    },
    {
      sql: {
        put: `${SET}
WHERE key = :job AND generation = :key AND fence < :token`,
      },
      why: "`<`: the holder writes more than once with one token; A's second write at t=2 reads its own fence 1, 1 < 1 fails, and the rightful holder gets refused.",
    },
    {
      sql: {
        put: `${SET}
WHERE key = :job AND generation = :key AND fence IN (0, :token)`,
      },
      why: "\"The object must be new or carry my own token\": B's first write at t=7 reads fence 1, A's, and B's token is 2, so the new holder can never take over the report it was granted.",
    },
    {
      sql: {
        put: `${SET}
WHERE key = :job AND fence <= :token`,
      },
      why: "Drops the precondition, trusting the fence alone: the operator fixes the report by hand at t=2 (keeping fence 1), and A's write at t=3, computed from generation 1, passes 1 <= 1 and wipes out the fix: the lost update If-Match was there to stop.",
    },
    {
      sql: {
        put: `${SET}
WHERE key = :job AND generation >= :key AND fence <= :token`,
      },
      why: '`generation >= :key`, "the object is at least as new as my copy": an ETag or generation is only equal or not; A\'s write at t=3 made on generation 1 lands on the operator\'s generation 2 and loses the fix.',
    },
    {
      sql: {
        put: `${SET}
WHERE key = :job AND generation = :key AND fence <= :key`,
      },
      why: "Compares the fence with the generation the writer sends instead of its lease token: A's retry at t=9 sends generation 3, and B's fence 2 <= 3, so the stale write lands; the generation is not a token, anyone can read the current one.",
    },
    {
      sql: {
        put: `${SET}
WHERE key = :job AND generation = :key OR fence <= :token`,
      },
      why: "Missing parentheses: `a AND b OR c` is `(a AND b) OR c`, so any write whose token is at least the fence skips the precondition (and the key): the operator's fix at t=2 is overwritten by A's write at t=3, made on generation 1.",
    },
    {
      sql: {
        put: `${SET}
WHERE key = :job AND (generation = :key OR fence <= :token)`,
      },
      why: '"Either my copy is current, or I am the newest holder and may overwrite": the holder skips the precondition, so A\'s write at t=3, computed on generation 1, replaces the operator\'s fix made at t=2.',
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = max(fence, :token),
              generation = generation + 1
WHERE key = :job AND generation = :key`,
      },
      why: "Keeps the highest fence but never refuses: A's re-read retry at t=9 leaves fence 2 in place and still replaces B's report with A's old one.",
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = fence + 1, generation = generation + 1
WHERE key = :job AND generation = :key AND fence <= :token`,
      },
      why: "Bumps the fence on each write, like a claim, instead of storing the token: after A's two writes the fence is 2, B's write makes it 3, and B's next write at t=10 (token 2) is refused: the rightful holder is locked out of its own report.",
    },
    {
      sql: {
        put: `${SET}
WHERE key = :job AND generation = :key
  AND EXISTS (SELECT 1 FROM jobs
              WHERE id = :job AND owner = :worker AND fence = :token AND lease_until > :now)`,
      },
      why: "Asks the lease service inside the bucket's write: S3 and Cloud Storage can make a put conditional only on the object itself, so in a real bucket this is a read of the lease followed by a put, two requests with room for a pause between them (lesson 5's check-then-write).",
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = :token
WHERE key = :job AND generation = :key AND fence <= :token`,
      },
      why: "Forgets that a write makes a new generation: after A's create at t=1 the object is still at generation 0, so A's second write at t=2, with If-Match on the generation its first write returned, gets 412; and since the generation never moves, two writers who read the same copy would both pass the precondition.",
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = coalesce(:token, fence),
              generation = generation + 1
WHERE key = :job AND generation = :key AND fence <= coalesce(:token, fence)`,
      },
      why: 'Lets a writer with no token through unchecked ("a tool that carries no fence"): a process of A that never got a lease, or a service uploading without the metadata, reads the current generation and replaces the holder\'s report.',
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload,
              fence = CASE WHEN :key = 0 THEN :token ELSE fence END,
              generation = generation + 1
WHERE key = :job AND generation = :key AND fence <= :token`,
      },
      why: "Sets the fence metadata only when the object is created (If-None-Match: *), as if metadata were fixed at creation: B's takeover write at t=7 leaves fence 1, so A's re-read retry at t=9 passes 1 <= 1 and replaces B's report.",
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, generation = generation + 1
WHERE key = :job AND generation = :key AND fence <= :token;
UPDATE objects SET fence = :token WHERE key = :job`,
      },
      why: "Stamps the fence in a second, unconditional statement: a write refused by the precondition or the fence still rewrites the metadata, so A's refused write at t=9 puts fence 1 back over B's 2 (and counts as a write), after which A's retry lands on B's report.",
    },
  ],
  right: [
    {
      sql: {
        put: `UPDATE objects SET generation = generation + 1, fence = :token, body = :payload
WHERE :token >= fence AND generation = :key AND key = :job`,
      },
      why: 'The same three conditions and assignments, in another order and with the comparison turned around.',
    },
    {
      sql: {
        put: `${SET}
WHERE key = :job AND generation = :key AND NOT (fence > :token)`,
      },
      why: '`NOT (fence > :token)` is `fence <= :token`, NULL token included (NOT NULL is NULL, so the write is refused).',
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = :token, generation = :key + 1
WHERE key = :job AND generation = :key AND fence <= :token`,
      },
      why: 'The row is updated only when generation = :key, so :key + 1 is generation + 1.',
    },
    {
      sql: {
        put: `${SET}
WHERE key = :job AND generation = :key AND fence < :token + 1`,
      },
      why: 'Tokens and fences are integers, so fence < token + 1 is fence <= token.',
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = max(fence, :token),
              generation = generation + 1
WHERE key = :job AND generation = :key AND fence <= :token`,
      },
      why: 'When the write lands fence <= token, so max(fence, token) is the token.',
    },
    {
      sql: {
        put: `UPDATE objects SET (body, fence, generation) = (:payload, :token, generation + 1)
WHERE key = :job AND generation = :key AND fence <= :token`,
      },
      why: 'A row-value assignment of the same three fields.',
    },
  ],
};
