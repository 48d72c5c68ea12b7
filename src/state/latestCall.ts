// "Is this call still the latest?" in one place. An action that awaits (a run, a lesson loading, a
// check) starts a call of its kind; starting another of that kind, or superseding the kind,
// aborts the one before it. Its signal goes to what it awaits (deps.run drops a queued run whose
// signal aborted), and after each await the action asks current() before it touches state.

/** One call of an action, which a newer call of the same kind supersedes. */
export interface LatestCall {
  /** Aborts when a newer call of its kind starts, or the kind is superseded. */
  readonly signal: AbortSignal;
  /** True while no newer call of its kind has started. */
  current(): boolean;
}

export interface LatestCalls {
  /** Starts a call of `kind`, aborting the one before it. */
  begin(kind: string): LatestCall;
  /** Aborts the call of `kind` in flight, if any, without starting another. */
  supersede(kind: string): void;
}

/** A fresh set of kinds: each slice has its own, so kinds are named only within a slice. */
export function latestCalls(): LatestCalls {
  const inFlight = new Map<string, AbortController>();
  const supersede = (kind: string) => {
    const before = inFlight.get(kind);
    if (!before) return;
    inFlight.delete(kind);
    before.abort(new DOMException(`a newer ${kind} superseded this one`, 'AbortError'));
  };
  return {
    begin(kind) {
      supersede(kind);
      const controller = new AbortController();
      inFlight.set(kind, controller);
      return { signal: controller.signal, current: () => !controller.signal.aborted };
    },
    supersede,
  };
}

/** True for the rejection of something aborted by a superseding call. */
export function isAbort(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}
