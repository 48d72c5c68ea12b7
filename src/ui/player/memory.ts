// Each worker's memory at the playhead, set against the engine's record of who holds the job. Pure.
import type { SqlValue, Trace } from '../../engine/types';
import { own } from '../../engine/names';

export interface WorkerMemory {
  worker: string;
  /** What the worker believes. */
  token: SqlValue;
  leaseUntil: number | null;
  pausedUntil: number | null;
  crashed: boolean;
  /**
   * `holds`: its token is the live holding; `stale`: it has a token but does not really hold the
   * lease; `none`: it has no token.
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
    if (!s || !b || b.token === null) return memory;
    const h = s.holder;
    if (h && h.worker === worker && h.token === b.token) {
      if (h.leaseUntil > s.at) return { ...memory, status: 'holds' };
      return { ...memory, status: 'stale', why: `its lease ran out at t=${h.leaseUntil}` };
    }
    const why = h
      ? `${h.worker} holds the lease with token ${String(h.token)} since t=${h.grantedAt}`
      : "nobody holds the lease by the engine's record";
    return { ...memory, status: 'stale', why };
  });
}
