// Holdout set for lessons/19-kubernetes-lease-leader-election.lesson.yaml, written by a second
// reviewer from the lesson's prose, exercise (prompt, starter, solution), schema and timelines
// only. See ../holdoutCorpus.ts.
import type { HoldoutLesson } from '../holdoutCorpus';

export const HOLDOUT: HoldoutLesson = {
  wrong: [
    {
      sql: {
        write: `UPDATE configmaps
SET data = :payload, max_transitions = :token, resource_version = resource_version + 1
WHERE name = :job AND max_transitions < :token`,
      },
      why: 'A strict comparison: the leader writes more than once with the same leaseTransitions, and its second write to routes is refused although it still leads.',
    },
    {
      sql: {
        write: `UPDATE configmaps SET data = :payload, resource_version = resource_version + 1
WHERE name = :job AND max_transitions <= :token`,
      },
      why: "Checks the number but never stores it: max_transitions stays 0, so A's write with 1 at t=11 still lands on B's.",
    },
    {
      sql: {
        write: `UPDATE configmaps
SET data = :payload, max_transitions = :token, resource_version = resource_version + 1
WHERE name = :job`,
      },
      why: "Stores the number but checks nothing: A's stale write with 1 lands after B's 2 (and lowers the stored number back to 1).",
    },
    {
      sql: {
        write: `UPDATE configmaps
SET data = :payload, max_transitions = :token, resource_version = resource_version + 1
WHERE name = :job AND max_transitions >= :token`,
      },
      why: 'The comparison the wrong way round: routes starts at 0, so the first leader’s write with 1 is refused, and a lower number would pass where a higher one should.',
    },
    {
      sql: {
        write: `UPDATE configmaps
SET data = :payload, max_transitions = :token, resource_version = resource_version + 1
WHERE name = :job
  AND EXISTS (SELECT 1 FROM configmaps WHERE max_transitions <= :token)`,
      },
      why: "The check is not tied to routes: the ConfigMap limits still holds 0, so A's write with 1 passes after B stored 2 in routes.",
    },
    {
      sql: {
        write: `UPDATE configmaps
SET data = :payload, max_transitions = :token, resource_version = resource_version + 1
WHERE max_transitions <= :token`,
      },
      why: 'No name in the WHERE: every ConfigMap whose number is not higher gets the data, so a write meant for routes also overwrites limits.',
    },
    {
      sql: {
        write: `UPDATE configmaps
SET data = :payload, max_transitions = max_transitions + 1,
    resource_version = resource_version + 1
WHERE name = :job AND max_transitions <= :token`,
      },
      why: "Counts writes instead of storing the token: after two writes by A, routes holds 2 and A's third write, with 1, is refused while A still leads.",
    },
    {
      sql: {
        write: `UPDATE configmaps
SET data = :payload, max_transitions = :token, resource_version = resource_version + 1
WHERE name = :job AND max_transitions IN (:token, :token - 1)`,
      },
      why: 'Accepts only the same leader or the very next one: when a leader took the Lease and never wrote (or the Lease changed hands twice during a pause), the new leader skips a number and is refused.',
    },
    {
      sql: {
        write: `UPDATE configmaps SET max_transitions = :token WHERE name = :job;
UPDATE configmaps SET data = :payload, resource_version = resource_version + 1
WHERE name = :job AND max_transitions <= :token`,
      },
      why: "Stores the number first and checks afterwards: A's stale write puts 1 back over B's 2, then passes its own check and lands.",
    },
    {
      sql: {
        write: `UPDATE configmaps
SET data = :payload, max_transitions = :token, resource_version = resource_version + 1
WHERE name = :job
  AND :token = (SELECT lease_transitions FROM leases WHERE name = 'routes-controller')`,
      },
      why: 'Asks the Lease from the ConfigMap write: the API has no transaction across objects, so this is a GET of the Lease and then a PUT of routes, and a pause between them lets the stale write land.',
    },
    {
      sql: {
        write: `UPDATE configmaps
SET data = :payload,
    max_transitions = CASE WHEN max_transitions = 0 THEN :token ELSE max_transitions END,
    resource_version = resource_version + 1
WHERE name = :job AND max_transitions <= :token`,
      },
      why: "Stores a number only on the first fenced write: routes keeps A's 1 after B's write with 2, so A's write with 1 at t=11 lands on B's.",
    },
    {
      sql: {
        write: `UPDATE configmaps
SET data = :payload, max_transitions = coalesce(:token, max_transitions),
    resource_version = resource_version + 1
WHERE name = :job AND (:token IS NULL OR max_transitions <= :token)`,
      },
      why: "Lets a writer with no number through: a replica that never won the Lease (or read it and found another holder's name) has no leaseTransitions, and its reconcile writes routes over the leader's.",
    },
  ],
  right: [
    {
      sql: {
        write: `UPDATE configmaps
SET resource_version = resource_version + 1, max_transitions = :token, data = :payload
WHERE :token >= max_transitions AND name = :job`,
      },
      why: 'The same SET and the same comparison, reordered.',
    },
    {
      sql: {
        write: `UPDATE configmaps
SET data = :payload, max_transitions = :token, resource_version = resource_version + 1
WHERE name = :job AND max_transitions < :token + 1`,
      },
      why: 'leaseTransitions is an integer, so < :token + 1 is <= :token.',
    },
    {
      sql: {
        write: `UPDATE configmaps
SET data = :payload, max_transitions = max(max_transitions, :token),
    resource_version = resource_version + 1
WHERE name = :job AND NOT (max_transitions > :token)`,
      },
      why: 'Only a token at least the stored one gets through, so max() stores that token.',
    },
    {
      sql: {
        write: `UPDATE configmaps SET max_transitions = :token
WHERE name = :job AND max_transitions < :token;
UPDATE configmaps SET data = :payload, resource_version = resource_version + 1
WHERE name = :job AND max_transitions = :token`,
      },
      why: 'Raises the stored number to a higher token, then writes only if the stored number is the token: both statements run as one step, so it is the same rule.',
    },
  ],
};
