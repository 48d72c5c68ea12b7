// Each worker's memory at the playhead, set against the engine's record of who holds the job.
// Pure but for the language of `why`.
import { own } from '../../../engine/names';
import { grantOf, staleness } from '../../../engine/staleness';
import type { SqlValue, Trace } from '../../../engine/types';
import { t } from '../../../i18n/i18n';

export interface WorkerMemory {
  worker: string;
  /** What the worker believes. */
  token: SqlValue;
  leaseUntil: number | null;
  pausedUntil: number | null;
  crashed: boolean;
  /**
   * `holds`: its last grant is the live holding; `stale`: it was granted the job but does not
   * really hold the lease now (see the engine's `staleness`); `none`: it was never granted it.
   */
  status: 'holds' | 'stale' | 'none';
  /** Why it is stale, in words, when it is. */
  why: string | null;
}

/** The memory of every worker after step `step` (-1: before the first step). */
export function workerMemories(trace: Trace, workers: string[], step: number): WorkerMemory[] {
  const s = trace.steps[step];
  return workers.map((worker) => {
    const b = s ? own(s.beliefs, worker) : undefined;
    const memory: WorkerMemory = {
      worker,
      token: b?.token ?? null,
      leaseUntil: b?.leaseUntil ?? null,
      pausedUntil: b?.pausedUntil ?? null,
      crashed: b?.crashed ?? false,
      status: 'none',
      why: null,
    };
    if (!s || !b) return memory;
    const h = s.holder;
    const cause = staleness(grantOf(trace.steps, worker, step), h, s.at);
    if (cause === 'never') return memory;
    if (cause === null) return { ...memory, status: 'holds' };
    const why =
      cause === 'recovered' || !h
        ? t('player.memory.why.nobody')
        : cause === 'expired'
          ? t('player.stale.expired', { at: h.leaseUntil })
          : t('player.memory.why.other', {
              worker: h.worker,
              token: String(h.token),
              since: h.grantedAt,
            });
    return { ...memory, status: 'stale', why };
  });
}
