// The home page's story: the seed demo told one step at a time. Each caption states what it claims
// about the run (the step, its outcome and token, the job's row after it), and story.test.ts checks
// every claim against a real run of the example, so a caption cannot drift from what it narrates.
// Pure data: no DOM, no parser.
import type { Outcome } from '../../engine/types';
import { STORY_EXAMPLE } from './storyExample';

/** The job's row (table `jobs`) as a caption describes it after its step. */
export interface JobClaim {
  owner?: string | null;
  fence?: number;
  lease_until?: number;
  state?: string;
  result?: string | null;
}

/** What a caption says about its step of the run; each field present is checked. */
export interface StepClaim {
  at: number;
  actor: string;
  do: string;
  /** Null for a step with no outcome (a pause). */
  outcome: Outcome | null;
  /** The token the claim got, or the one the actor presented. */
  token?: number | null;
  /** Rows the step's SQL changed. */
  changes?: number;
  /** What the acting worker believes after the step. */
  belief?: { token?: number | null; leaseUntil?: number | null; pausedUntil?: number | null };
}

export interface StoryCaption {
  /** The run-order index of the step this caption tells; -1 is before the first step. */
  step: number;
  title: string;
  text: string;
  /** The step as the caption tells it (absent before the first step). */
  claims: StepClaim | null;
  /** The job's row after the step (before any step, as the schema leaves it). */
  job: JobClaim;
}

/** A way on from the end of the story. */
export interface WayOn {
  label: string;
  href: string;
  blurb: string;
}

export interface Story {
  /** The example the story runs, as shipped (never a learner's draft of it). */
  example: string;
  welcome: string;
  intro: string;
  /** One caption per frame: before anything happens, then one per step of the run, in order. */
  captions: readonly StoryCaption[];
  /** What the whole story showed, said on its last frame. */
  moral: string;
  ways: readonly WayOn[];
}

export const STORY: Story = {
  example: STORY_EXAMPLE,
  welcome: 'Welcome to FenceLab',
  intro:
    'Two workers, one job and a real SQLite database running in your browser. Step through what ' +
    'happens when a worker stalls past the end of its lease.',
  captions: [
    {
      step: -1,
      title: 'Before anything happens',
      text:
        'Workers A and B both want job report-42. Whoever claims it gets a lease for 5 ticks and ' +
        'a fencing token: a number the database raises by one at every claim. Nobody holds the ' +
        'job yet, and its fence is 0.',
      claims: null,
      job: { owner: null, fence: 0, state: 'ready' },
    },
    {
      step: 0,
      title: 'A claims the job and gets token 1',
      text:
        'At t=0 A takes the lease. In one statement the database makes A the owner, raises the ' +
        'fence to 1 and hands A token 1. The lease runs until t=5.',
      claims: {
        at: 0,
        actor: 'A',
        do: 'claim',
        outcome: 'granted',
        token: 1,
        changes: 1,
        belief: { token: 1, leaseUntil: 5 },
      },
      job: { owner: 'A', fence: 1, lease_until: 5, state: 'running' },
    },
    {
      step: 1,
      title: 'A stalls — its lease runs out while it sleeps',
      text:
        'At t=1 A freezes in a long pause (a garbage collection, say) until t=7. Its lease ends ' +
        'at t=5, but a frozen worker cannot notice: A still believes it holds the job with token 1.',
      claims: {
        at: 1,
        actor: 'A',
        do: 'pause',
        outcome: null,
        belief: { token: 1, leaseUntil: 5, pausedUntil: 7 },
      },
      job: { owner: 'A', fence: 1, lease_until: 5 },
    },
    {
      step: 2,
      title: 'B takes over and gets token 2',
      text:
        'At t=6 the lease has run out, so B’s claim succeeds. B is now the owner, the fence goes ' +
        'up to 2 and B holds token 2. A, still frozen, knows nothing of it.',
      claims: {
        at: 6,
        actor: 'B',
        do: 'claim',
        outcome: 'granted',
        token: 2,
        changes: 1,
        belief: { token: 2, leaseUntil: 11 },
      },
      job: { owner: 'B', fence: 2, lease_until: 11, state: 'running' },
    },
    {
      step: 3,
      title: 'A wakes and tries to finish with token 1 — rejected',
      text:
        'At t=7 A wakes up and finishes its work, presenting its old token 1. The database checks ' +
        'owner, token and lease in the same statement as the write: the owner is B and the fence ' +
        'is 2, so no row changes. A’s stale result never lands.',
      claims: { at: 7, actor: 'A', do: 'commit', outcome: 'rejected', token: 1, changes: 0 },
      job: { owner: 'B', fence: 2, state: 'running', result: null },
    },
    {
      step: 4,
      title: 'B finishes with token 2 — accepted',
      text:
        'Also at t=7, B finishes with token 2. Owner, token and lease all match, so 1 row changes: ' +
        'the job is done, with B’s result.',
      claims: { at: 7, actor: 'B', do: 'commit', outcome: 'accepted', token: 2, changes: 1 },
      job: { owner: 'B', fence: 2, state: 'done', result: 'B@7' },
    },
  ],
  moral:
    'The lease alone could not stop A: A never knew its lease had run out. The fencing token did, ' +
    'because the database checked it at the moment of the write.',
  ways: [
    {
      label: 'Start lesson 1',
      href: '/lessons/lease-is-not-a-lock',
      blurb:
        'A lease lets others take over; it does not stop the old worker. See why, then fix it.',
    },
    {
      label: 'Practise for an interview',
      href: '/practice',
      blurb: 'Answer the questions interviewers ask about leases and fencing.',
    },
    {
      label: 'Build your own timeline',
      href: '/studio',
      blurb: 'Place claims, pauses and writes on a timeline and watch them run.',
    },
  ],
};

/** The caption of a playhead position (clamped to the story's frames). */
export function captionAt(step: number): StoryCaption {
  const frames = STORY.captions;
  const k = Math.max(0, Math.min(step + 1, frames.length - 1));
  const caption = frames[k];
  if (!caption) throw new Error('The story has no captions.');
  return caption;
}
