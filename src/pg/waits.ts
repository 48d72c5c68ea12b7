// The units of work in flight on the sessions, and when the run may go on: once every unit has
// finished or is waiting for a lock (PostgreSQL's own pg_blocking_pids, never a guess by time).
// A wait is taken as a wait only after PostgreSQL's deadlock check has had its turn, so that a
// deadlock is always found by the step that closes the cycle. Node only.
import type pg from 'pg';
import type { Session, UnitResult } from './session';

/** One step's unit of work on its session. */
export interface Job {
  /** The step's index in run order (-1: the schema). */
  i: number;
  session: Session;
  /** Set when the unit's work returned. */
  result: UnitResult | null;
  /** The unit's start, in wall-clock ms (the time limit counts from it). */
  startedAt: number;
  /** Since when it has been seen waiting for a lock without a break, or null. */
  blockedSince: number | null;
  /** The actors whose sessions were seen holding what it waited for, in the order seen. */
  on: string[];
  /** True once the time limit cancelled it. */
  cancelled: boolean;
  /** True when it could not start at its own tick (its worker was busy). */
  queued: boolean;
  done: Promise<void>;
}

export interface WaitsConfig {
  monitor: pg.Client;
  limitMs: number;
  /** How long a wait must last before the run takes it as one. */
  confirmMs: number;
  /** The actor of a server process, or null when it is none of the sessions. */
  actorOf: (pid: number) => string | null;
  /** Closes and records a finished job; may start the next one. */
  finalize: (job: Job) => Promise<void>;
}

export interface Waits {
  start(
    i: number,
    session: Session,
    work: (stopped: () => boolean) => Promise<UnitResult>,
    queued: boolean,
  ): void;
  /**
   * Finalizes finished units (in run order) until every unit left is waiting for a lock. `final`
   * (after the last step): until none is left, waits that no step can end stopped at the limit.
   */
  settle(final: boolean): Promise<void>;
}

/** How often the sessions are looked at while a unit runs. */
const POLL_MS = 3;

/** The first of `promises` to settle, or `ms` passing; the timer never outlives the race. */
async function raceTimeout(promises: Promise<void>[], ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((r) => (timer = setTimeout(r, Math.max(0, ms))));
  try {
    await Promise.race([...promises, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createWaits(config: WaitsConfig): Waits {
  const jobs = new Set<Job>();

  function start(
    i: number,
    session: Session,
    work: (stopped: () => boolean) => Promise<UnitResult>,
    queued: boolean,
  ): void {
    const job: Job = {
      i,
      session,
      result: null,
      startedAt: Date.now(),
      blockedSince: null,
      on: [],
      cancelled: false,
      queued,
      done: Promise.resolve(),
    };
    job.done = work(() => job.cancelled).then(
      (r) => void (job.result = job.cancelled ? { kind: 'stopped' } : r),
      (e: unknown) => {
        const message = e instanceof Error ? e.message : String(e);
        job.result = job.cancelled
          ? { kind: 'stopped' }
          : { kind: 'ran', outcome: { ok: false, error: { message, statement: 0, offset: 0 } } };
      },
    );
    jobs.add(job);
  }

  /** Which running jobs wait for a lock, and on whom. */
  async function look(running: Job[]): Promise<Map<Job, number[]>> {
    const pids = running.map((j) => j.session.pid);
    const r = await config.monitor.query<[number, string]>({
      text: "SELECT pid, array_to_string(pg_blocking_pids(pid), ',') FROM unnest($1::int[]) AS pid",
      values: [`{${pids.join(',')}}`],
      rowMode: 'array',
    });
    const blockers = new Map<number, number[]>();
    for (const [pid, list] of r.rows)
      blockers.set(Number(pid), list ? list.split(',').map(Number) : []);
    return new Map(running.map((j) => [j, blockers.get(j.session.pid) ?? []]));
  }

  async function cancel(job: Job): Promise<void> {
    job.cancelled = true;
    await config.monitor.query('SELECT pg_cancel_backend($1)', [job.session.pid]);
  }

  /**
   * A finished job that may be finalized now. A step that waited for a lock is held back while a
   * step of the actor it waited on is still at work and not itself waiting: that step is the
   * release (a COMMIT), and the waiter's reply can come first only by the clock (two connections,
   * a busy machine), not by what happened on the server. The release is judged first, as on a
   * quiet machine. (A holder that waits in turn, as in a deadlock, holds nothing back.)
   */
  function ready(job: Job): boolean {
    if (job.result === null) return false;
    const releasing = [...jobs]
      .filter((j) => j.result === null && j.blockedSince === null)
      .map((j) => config.actorOf(j.session.pid));
    return !job.on.some((actor) => releasing.includes(actor));
  }

  /** Finalizes the jobs whose work returned, in run order. False when there was none. */
  async function finalizeFinished(): Promise<boolean> {
    // A step that waited finished after the one that released it: those that did not wait go
    // first, so the release is judged (and its commit seen in the tables) before the waiter.
    const waited = (j: Job) => (j.on.length > 0 || j.queued ? 1 : 0);
    const finished = [...jobs].filter(ready).sort((a, b) => waited(a) - waited(b) || a.i - b.i);
    for (const job of finished) {
      jobs.delete(job);
      await config.finalize(job);
    }
    return finished.length > 0;
  }

  /**
   * Looks at the sessions of running jobs: who waits for a lock, and on whom; cancels those past
   * the time limit (a runaway wherever the run is, a wait only once no step is left that could
   * end it). Returns how many have waited long enough to count, and the next deadline.
   */
  async function observe(running: Job[], final: boolean) {
    const seen = await look(running);
    const now = Date.now();
    let waiting = 0;
    let nextDeadline = Infinity;
    for (const job of running) {
      const on = seen.get(job) ?? [];
      if (on.length === 0) job.blockedSince = null;
      else {
        job.blockedSince ??= now;
        for (const pid of on) {
          const actor = config.actorOf(pid);
          if (actor !== null && !job.on.includes(actor)) job.on.push(actor);
        }
        if (now - job.blockedSince >= config.confirmMs) waiting++;
      }
      const deadline = job.startedAt + config.limitMs;
      if (job.cancelled || (on.length > 0 && !final)) continue;
      if (now >= deadline) await cancel(job);
      else nextDeadline = Math.min(nextDeadline, deadline);
    }
    return { waiting, nextDeadline };
  }

  async function settle(final: boolean): Promise<void> {
    for (;;) {
      if (await finalizeFinished()) continue;
      if (jobs.size === 0) return;
      // Those still at work (a finished one held back waits for one of these).
      const running = [...jobs].filter((j) => j.result === null);
      // Most units finish at once: the sessions are looked at only when one has not.
      await raceTimeout(
        running.map((j) => j.done),
        POLL_MS,
      );
      if (running.some((j) => j.result !== null)) continue;
      const { waiting, nextDeadline } = await observe(running, final);
      if (waiting < running.length) continue;
      if (!final) return;
      await raceTimeout(
        running.map((j) => j.done),
        Math.min(nextDeadline - Date.now(), 1000),
      );
    }
  }

  return { start, settle };
}
