// Is a worker's belief stale? The one answer the oracle, the timeline and the captions share. Pure.
import type { Holding, StepTrace } from './types';

/**
 * Why a worker's belief is not the truth by the engine's record: a newer grant exists
 * (`takeover`), an accepted recover ended its grant (`recovered`), its lease end passed while no
 * newer grant exists (`expired`), or it was never granted the job at all (`never`).
 */
export type Staleness = 'takeover' | 'recovered' | 'expired' | 'never';

/**
 * Whether a worker's belief — what it got from its last granted claim, and the lease end that
 * grant and its accepted renewals give it — is stale at tick `at`, judged by the engine's record
 * of the holder, never by the learner's SQL. Returns null while the belief is true.
 *
 * The worker is named by `generation`, the engine's own count of its last grant (null before
 * any), so tokens that repeat or are not numbers cannot make an old grant look current (the
 * contract: "generations are the engine's own grant count, whatever the token's value"). The
 * lease end is the record's: for the worker that holds the job it is the one it believes.
 *
 * `expired` is stale for what the worker believes, yet not a `stale-write`: nobody else holds
 * the job (the contract's `lapsed-lease` warning). The oracle tells the two apart.
 */
export function staleness(
  generation: number | null,
  holder: Holding | null,
  at: number,
): Staleness | null {
  if (generation === null) return 'never';
  // Only an accepted recover clears the record once a grant has been made.
  if (holder === null) return 'recovered';
  if (holder.generation !== generation) return 'takeover';
  return at >= holder.leaseUntil ? 'expired' : null;
}

/**
 * The generation of `worker`'s last granted claim among a trace's steps up to run-order index
 * `through` (inclusive), or null when it has none: the `generation` that `staleness` takes.
 */
export function grantOf(
  steps: readonly StepTrace[],
  worker: string,
  through: number,
): number | null {
  for (let i = Math.min(through, steps.length - 1); i >= 0; i--) {
    const s = steps[i];
    if (s && s.actor === worker && s.do === 'claim' && s.outcome === 'granted')
      return s.holder?.generation ?? null;
  }
  return null;
}
