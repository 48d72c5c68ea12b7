// Holdout set for lessons/20-object-store-conditional-writes.lesson.yaml, written by a second
// reviewer from the lesson's prose, exercise (prompt, starter, solution), schema and timelines.
// See ../holdoutCorpus.ts.
import type { HoldoutLesson } from '../holdoutCorpus';

export const HOLDOUT: HoldoutLesson = {
  wrong: [
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = :token, generation = generation + 1
WHERE key = :job AND generation = :key AND fence = :token`,
      },
      why: "Asks for the fence to be exactly the writer's token: a new holder's first write finds the previous holder's fence (or 0 on a new key), so A cannot even create report.json and B cannot take over.",
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = :token, generation = generation + 1
WHERE key = :job AND generation = :key AND fence >= :token`,
      },
      why: 'The comparison the wrong way round: the fresh object carries fence 0, which is below every token, so the rightful holder is refused, and a stale worker passes wherever a newer holder has written.',
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = fence + 1, generation = generation + 1
WHERE key = :job AND generation = :key AND fence <= :token`,
      },
      why: "Counts writes in the fence instead of storing the token: after A's two writes the fence is 2, B's first write pushes it to 3, and B's next write with token 2 is refused though B holds the job.",
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = :token, generation = generation + 1
WHERE key = :job AND generation = :key AND generation <= :token`,
      },
      why: "Uses the generation (the ETag) as the fence: every write moves it on, the holder's own included, so after three writes B's token 2 is below generation 3 and the rightful holder gets refused.",
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = :token, generation = generation + 1
WHERE key = :job AND generation = :key AND fence <= :key`,
      },
      why: "Compares the fence with the expected generation instead of the token: A's retry at t=9 expects generation 3 and the object's fence is 2, so A's stale report lands on B's.",
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, generation = generation + 1,
  fence = CASE WHEN :key = 0 THEN :token ELSE fence END
WHERE key = :job AND generation = :key AND fence <= :token`,
      },
      why: "Stores the token only when the object is created (like metadata set once at upload): B's overwrite leaves fence 1, so A's retry with token 1 still passes at t=9.",
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = :token, generation = generation + 1
WHERE key = :job AND (generation = :key OR fence <= :token)`,
      },
      why: "Either condition lets the write through: A's retry expects the current generation, so it lands on B's report however high the fence is.",
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = :token, generation = generation + 1
WHERE key = :job AND generation >= :key AND fence <= :token`,
      },
      why: "'Not older than my copy' is not 'still my copy': A's change computed on generation 1 overwrites the operator's fix at generation 2, the lost update If-Match exists to stop.",
    },
    {
      sql: {
        put: `UPDATE objects
SET body = CASE WHEN fence <= :token THEN :payload ELSE body END,
    fence = max(fence, :token),
    generation = generation + 1
WHERE key = :job AND generation = :key`,
      },
      why: "Keeps B's body but still accepts A's stale put and bumps the generation, so A is never told it lost the job and B's next write, the rightful holder's, gets 412.",
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = :token, generation = generation + 1
WHERE key = :job AND generation = :key
  AND EXISTS (SELECT 1 FROM jobs WHERE id = :job AND fence = :token)`,
      },
      why: "Asks the lease service from inside the bucket's write: S3 and Cloud Storage can only make a put conditional on the object itself, so this check cannot be made where the write lands.",
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = COALESCE(:token, fence), generation = generation + 1
WHERE key = :job AND generation = :key AND fence <= COALESCE(:token, fence)`,
      },
      why: 'Lets a worker with no token at all (one that never got the lease, or lost it across a restart) write over any report, whatever fence it carries.',
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = :token, generation = generation + 1
WHERE key = :job AND generation = :key AND fence - 1 <= :token`,
      },
      why: "Allows one token of slack: the object says fence 2 after B's write, and A's retry with token 1 passes 2 - 1 <= 1 and lands on B's report.",
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = :token, generation = generation + 1
WHERE key = :job AND generation = (SELECT generation FROM objects WHERE key = :job)
  AND fence <= :token`,
      },
      why: "Expects whatever generation the object has now, the 412-then-reread loop in one statement: A's change computed on generation 1 overwrites the operator's fix at generation 2.",
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = :token, generation = generation + 1
WHERE key = :job AND generation = :key
  AND NOT EXISTS (SELECT 1 FROM objects WHERE key = :key AND fence > :token)`,
      },
      why: "Looks for a higher fence under the object named by :key, which is the expected generation, not an object key: no such object exists, so A's retry at t=9 lands on B's report.",
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = :token, generation = generation + 1
WHERE key = :job AND generation = :key AND fence IN (0, :token)`,
      },
      why: "Accepts only a fresh object or the writer's own fence: B, the new holder, finds A's fence 1 and is refused at t=7, so nobody can take the job over while stale A keeps writing.",
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = :token, generation = generation + 1
WHERE key = :job AND generation = :key AND CAST(fence AS TEXT) <= CAST(:token AS TEXT)`,
      },
      why: "Compares the fence as text, as a client does that compares the x-amz-meta-fence string with its token without converting it: once tokens reach another digit, '99' <= '100' is false and the holder with token 100 is refused (and a stale token 9 passes fence '10').",
    },
  ],
  right: [
    {
      sql: {
        put: `UPDATE objects SET generation = generation + 1, fence = :token, body = :payload
WHERE fence <= :token AND generation = :key AND key = :job`,
      },
      why: 'The same assignments and conditions in another order.',
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = :token, generation = :key + 1
WHERE key = :job AND generation = :key AND NOT (fence > :token)`,
      },
      why: 'generation equals :key on every row it changes, and NOT (fence > :token) is fence <= :token on a NOT NULL column.',
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = max(fence, :token), generation = generation + 1
WHERE key = :job AND generation = :key AND fence < :token + 1`,
      },
      why: 'Tokens are integers, so fence < :token + 1 is fence <= :token, and then max(fence, :token) is :token.',
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = :token, generation = generation + 1
WHERE key = :job AND generation = :key AND :token >= COALESCE(fence, 0)`,
      },
      why: 'The comparison written from the token side; fence is NOT NULL, so the COALESCE never applies.',
    },
    {
      sql: {
        put: `UPDATE objects SET (body, fence, generation) = (:payload, :token, generation + 1)
WHERE key = :job AND generation = :key AND fence <= :token`,
      },
      why: 'The same assignments written as one row value.',
    },
    {
      sql: {
        put: `UPDATE objects SET body = :payload, fence = :token, generation = generation + 1
WHERE rowid IN (SELECT rowid FROM objects
                WHERE key = :job AND generation = :key AND fence <= :token)`,
      },
      why: 'The same row picked through a subquery: key is the primary key, so at most one row, and the same one.',
    },
  ],
};
