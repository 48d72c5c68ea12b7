// Answers for lesson 19 (Kubernetes Lease): written from the lesson's prose, exercise and
// timelines only, without its equivalences, allowances or the mutants.
import type { LessonCorpus } from '../answerCorpus';

const SET = `UPDATE configmaps
SET data = :payload, max_transitions = :token, resource_version = resource_version + 1`;

export const ANSWERS: LessonCorpus = {
  wrong: [
    {
      sql: {
        write: `UPDATE configmaps SET data = :payload, max_transitions = :token, resource_version = resource_version + 1
WHERE name = :job AND (SELECT max(max_transitions) FROM configmaps) <= :token`,
      },
      why: "The highest number on any ConfigMap, not on routes: a ConfigMap fenced by another controller's Lease, with more transitions, refuses routes' rightful leader for good (two-configmaps). Found by the answer-corpus writer; the variant was changed for it.",
    },
    {
      sql: {
        write: `UPDATE configmaps
SET data = :payload, max_transitions = max(max_transitions, :token),
    resource_version = resource_version + 1
WHERE name = :job`,
      },
      why: "Keeps the highest leaseTransitions but never compares against it: A wakes at t=11 with 1, routes has stored 2, and A's write still lands on B's data (the stored number only stays 2).",
    },
    {
      sql: {
        write: `${SET}
WHERE name = :job
  AND :token = (SELECT lease_transitions FROM leases WHERE name = 'routes-controller')`,
      },
      why: "Compares with the Lease's current leaseTransitions: a write to the ConfigMap cannot read the Lease in the same request, so this is a GET of the Lease and then a PUT, and A can stall between them (it reads 1 at t=7, B takes the Lease at t=8, A's PUT lands at t=11).",
    },
    {
      sql: {
        write: `${SET}
WHERE name = :job AND (max_transitions <= :token OR :token IS NULL)`,
      },
      why: 'Lets a writer with no leaseTransitions through ("it is not a controller, just a patch"): a process that never won the Lease, or one that lost its number, writes routes at any time, over the leader\'s data.',
    },
    {
      sql: {
        write: `${SET}
WHERE name = :job AND max_transitions IN (:token, :token - 1)`,
      },
      why: '"The next leader is one more": a leader that takes the Lease but never writes routes (it crashes, or has nothing to change) leaves a gap, so the leader after it, with 3 while routes holds 1, is refused every write for its whole term.',
    },
    {
      sql: {
        write: `UPDATE configmaps
SET data = :payload, max_transitions = :token, resource_version = resource_version + 1
WHERE max_transitions <= :token`,
      },
      why: "Forgets `name = :job`: every write of routes also overwrites the ConfigMap limits with routes' data and stamps it with the leader's number (two-configmaps).",
    },
    {
      sql: {
        write: `UPDATE configmaps
SET data = :payload, resource_version = :token
WHERE name = :job AND resource_version <= :token`,
      },
      why: "Uses the ConfigMap's resourceVersion as the fence: it counts changes to the object (50 and up here), not leaders, so the leader's 1 is refused from the first write, and any other writer that bumps it locks the leader out.",
    },
    {
      sql: {
        write: `UPDATE configmaps
SET data = :payload, max_transitions = :token, resource_version = resource_version + 1
WHERE name = :job AND max_transitions <= :token + 1`,
      },
      why: '"Allow one transition of slack" for a leader that has just lost the Lease: A wakes at t=11 with 1, routes has seen 2, 2 <= 1 + 1, and A\'s write lands on B\'s data.',
    },
  ],
  right: [
    {
      sql: {
        write: `UPDATE configmaps
SET resource_version = resource_version + 1, max_transitions = :token, data = :payload
WHERE :token >= max_transitions AND name = :job`,
      },
      why: 'The same update with the assignments and the comparison written the other way round.',
    },
    {
      sql: {
        write: `UPDATE configmaps
SET data = :payload, max_transitions = max(max_transitions, :token),
    resource_version = resource_version + 1
WHERE name = :job AND NOT (max_transitions > :token)`,
      },
      why: 'Only rows with max_transitions <= :token are updated, so max() stores :token, and NOT (NULL) refuses a missing token as <= does.',
    },
    {
      sql: {
        write: `UPDATE configmaps
SET data = :payload, max_transitions = :token, resource_version = resource_version + 1
WHERE name = :job AND max_transitions < :token + 1`,
      },
      why: 'For whole numbers `< :token + 1` is `<= :token`, and a NULL token still compares to NULL.',
    },
    {
      sql: {
        write: `UPDATE configmaps
SET data = :payload, max_transitions = :token, resource_version = resource_version + 1
WHERE name = :job AND :token IS NOT NULL AND :token - max_transitions >= 0`,
      },
      why: 'The difference is never negative exactly when the stored number is not higher; the NULL test is redundant but harmless.',
    },
  ],
};
