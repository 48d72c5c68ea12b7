// A small lesson for the checker's tests: one takeover timeline, a commit to fix, nothing else.
// Tests add variants, an explore: model, wrong answers or equivalents by text.

export const SMALL_LESSON = `id: small-lesson
title: A small lesson
order: 1
summary: A stale worker must not finish.
sections:
  - { heading: Why, body: A lease does not stop the old worker. }
scenarios:
  - id: takeover
    scenario:
      title: A stale worker resumes after takeover
      ttl: 5
      steps:
        - { at: 0, worker: A, do: claim, expect: granted }
        - { at: 1, worker: A, do: pause, until: 7 }
        - { at: 6, worker: B, do: claim, expect: granted }
        - { at: 7, worker: A, do: commit, expect: rejected }
        - { at: 7, worker: B, do: commit, expect: accepted }
#EXPLORE
predict: { scenario: takeover, prompt: Which finishes go through? }
exercise:
  scenario: takeover
  prompt: Fix the commit.
  edit: [commit]
  starter:
    commit: UPDATE jobs SET state='done' WHERE id=:job
  solution:
    commit: UPDATE jobs SET state='done' WHERE id=:job AND owner=:worker AND lease_until > :now AND state='running'
#EXTRA
  hints: [Check the owner.]
  explanation: Only the holder of a live lease may finish.
followUps: [{ question: Why?, answer: Because. }]
transfer: [{ case: A longer lease., holds: The same. }]
pitfalls: [{ title: Trusting the worker, body: Its memory is not the truth. }]
selfCheck: { basic: [I can say why.], solid: [I can show it.], senior: [I can teach it.] }
references:
  - { title: A source, url: 'https://example.org/source', supports: The claim. }
`;

/** The small lesson with an explore: block on its timeline and extra exercise fields. */
export function smallLesson({ explore = '', extra = '' } = {}): string {
  return SMALL_LESSON.replace('#EXPLORE\n', explore).replace('#EXTRA\n', extra);
}

/** Variants that kill every mutant of the small lesson's commit but the ones a test leaves. */
export const SMALL_VARIANTS = `  variants:
    - id: other-job
      caption: A holds another job too; finishing this one leaves that one running.
      scenario:
        title: Another job of A's stays running
        ttl: 5
        schema: |
          CREATE TABLE jobs(id TEXT PRIMARY KEY, owner TEXT, lease_until INTEGER NOT NULL DEFAULT 0,
            fence INTEGER NOT NULL DEFAULT 0, state TEXT NOT NULL DEFAULT 'ready', result TEXT);
          CREATE TABLE storage(id TEXT PRIMARY KEY, body TEXT, max_token INTEGER NOT NULL DEFAULT 0);
          INSERT INTO jobs(id) VALUES (:job);
          INSERT INTO jobs VALUES ('other', 'A', 100, 1, 'running', NULL);
          INSERT INTO storage(id) VALUES (:job);
        sql:
          other_is_running: UPDATE jobs SET result=result WHERE id='other' AND state='running'
        steps:
          - { at: 0, worker: A, do: claim, expect: granted }
          - { at: 1, worker: A, do: commit, expect: accepted }
          - { at: 2, worker: A, do: other_is_running, expect: accepted }
    - id: lapsed
      caption: A's lease runs out at t=5 and nobody takes over; A's finish at t=5 is too late.
      scenario:
        title: A finishes as its lease runs out
        ttl: 5
        clockSkew: { A: -3 }
        steps:
          - { at: 0, worker: A, do: claim, expect: granted }
          - { at: 5, worker: A, do: commit, expect: rejected }
    - id: cancelled
      caption: The user cancels while A's lease is live.
      scenario:
        title: A finishes a cancelled job
        ttl: 5
        steps:
          - { at: 0, worker: A, do: claim, expect: granted }
          - { at: 1, worker: user, do: cancel, expect: accepted }
          - { at: 2, worker: A, do: commit, expect: rejected }
`;

/** A model where the user may cancel at any tick: only it shows a finish of a cancelled job. */
export const CANCEL_MODEL = `      explore:
        programs: { A: [claim, commit], B: [claim, commit] }
        user: [cancel]
        horizon: 7
        maxPause: 5
`;

/** The small lesson's variants but the cancelled one: only a schedule shows a cancelled finish. */
export const WITHOUT_CANCELLED = SMALL_VARIANTS.replace(/ {4}- id: cancelled[\s\S]*$/, '');
