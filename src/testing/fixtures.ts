// Scenario texts many tests share. Never imported by the app.

/** The seed demo in short: A stalls past its lease, B takes over, both try to finish. */
export const SEED_YAML = `title: Seed
ttl: 5
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 1, worker: A, do: pause, until: 7 }
  - { at: 6, worker: B, do: claim }
  - { at: 7, worker: A, do: commit }
  - { at: 7, worker: B, do: commit }
`;

/** The seed demo up to A's stale finish (step 3), without B's. */
export const STALE_FINISH_YAML = `title: Seed
ttl: 5
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 1, worker: A, do: pause, until: 7 }
  - { at: 6, worker: B, do: claim }
  - { at: 7, worker: A, do: commit }
`;
