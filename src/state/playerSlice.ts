// The player slice: the trace on screen, where it came from, and the playhead. It is the only
// module that writes player state; everyone else calls `show`, `fail` or `runAndShow`.
import type { Scenario, Trace } from '../engine/types';
import { BEFORE_START, clampStep } from './playback';
import { playbackActions, type PlaybackActions } from './playbackActions';
import type { SliceContext } from './sliceContext';
import { sameSource, type TraceSource } from './traceSource';
import type { LatestCall } from './latestCall';

export type PlayerStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Why a trace could not be shown; `messages` are ready for display, one per line. */
export interface PlayerError {
  kind: 'not-found' | 'parse' | 'run' | 'link';
  messages: string[];
}

export interface PlayerState {
  /** What the trace on screen (or the one loading, or the error) is of. */
  source: TraceSource | null;
  status: PlayerStatus;
  /** True while a run is on the worker (the last trace stays on screen meanwhile). */
  running: boolean;
  trace: Trace | null;
  /** The trace before the last re-run of the same source, and the steps whose outcome changed. */
  previous: Trace | null;
  changed: number[];
  error: PlayerError | null;
  /** The playhead: the step just done, in run order; -1 is before the first step. */
  step: number;
  playing: boolean;
  /** Playback speed, 0.25 to 4. */
  speed: number;
  /** The keyboard help sheet is open. */
  helpOpen: boolean;
}

/** Where the playhead goes when a trace is shown: a step, its last step, or before the first. */
export type StepChoice = number | 'end' | 'start';

export interface ShowOptions {
  source: TraceSource;
  step?: StepChoice;
  /**
   * Mark the outcomes that changed since the trace on screen: when it is of the same source
   * (`true`), or of a source the predicate accepts (a lesson's timeline in the other SQL).
   */
  compare?: boolean | ((shown: TraceSource) => boolean);
}

/** What runAndShow takes: where the trace shows, and the call it belongs to. */
export interface RunOptions extends ShowOptions {
  /**
   * The run's call, begun before the caller awaited something (a file, the parser): a call that a
   * newer run, showLoading or beginRun superseded meanwhile shows nothing. Absent, one begins.
   */
  call?: LatestCall;
}

export interface PlayerActions extends PlaybackActions {
  /**
   * Clears the player for a source that is on its way (loading), superseding any run in flight.
   * Returns the call the source's run belongs to (pass it to runAndShow).
   */
  showLoading(source: TraceSource): LatestCall;
  /** Begins a run that will come after an await, superseding any run in flight. */
  beginRun(): LatestCall;
  /** Puts a trace on screen. */
  show(trace: Trace, options: ShowOptions): void;
  /** Shows why a source could not be shown; `keepTrace` leaves the last trace on screen. */
  fail(
    kind: PlayerError['kind'],
    messages: string[],
    source: TraceSource,
    keepTrace?: boolean,
  ): void;
  /**
   * Runs a scenario on the SQL worker and shows it: the one pipeline from a scenario to the screen.
   * The latest call wins: an overtaken run shows nothing and resolves to null.
   */
  runAndShow(scenario: Scenario, options: RunOptions): Promise<Trace | null>;
}

/** No trace on screen: what the player holds before anything, and while a new source loads. */
const NOTHING_SHOWN = {
  running: false,
  trace: null,
  previous: null,
  changed: [],
  error: null,
  step: BEFORE_START,
  playing: false,
} satisfies Partial<PlayerState>;

export function initialPlayer(): PlayerState {
  return { ...NOTHING_SHOWN, source: null, status: 'idle', speed: 1, helpOpen: false };
}

/** Step indices whose outcome differs from the same step (same at, actor, action) of `before`. */
export function changedOutcomes(before: Trace | null, after: Trace): number[] {
  if (!before) return [];
  return after.steps
    .filter((s) => {
      const old = before.steps[s.i];
      return (
        old &&
        old.at === s.at &&
        old.actor === s.actor &&
        old.do === s.do &&
        old.outcome !== s.outcome
      );
    })
    .map((s) => s.i);
}

export function playerActions(ctx: SliceContext<'player'>): PlayerActions {
  const place = (trace: Trace, step: StepChoice | undefined) =>
    step === 'end'
      ? trace.steps.length - 1
      : step === 'start' || step === undefined
        ? BEFORE_START
        : clampStep(step, trace.steps.length);

  const loading = (source: TraceSource) => ctx.set({ ...NOTHING_SHOWN, source, status: 'loading' });

  const actions: PlayerActions = {
    ...playbackActions(ctx),
    showLoading(source) {
      // A run still on its way for another source must not land over this one.
      const call = ctx.calls.begin('run');
      loading(source);
      return call;
    },
    beginRun: () => ctx.calls.begin('run'),
    show(trace, { source, step, compare = false }) {
      const p = ctx.get().player;
      const comparable =
        p.source !== null &&
        (typeof compare === 'function'
          ? compare(p.source)
          : compare && sameSource(p.source, source));
      const previous = comparable ? p.trace : null;
      ctx.set({
        source,
        status: 'ready',
        running: false,
        trace,
        previous,
        changed: changedOutcomes(previous, trace),
        error: null,
        step:
          step === undefined && previous
            ? clampStep(p.step, trace.steps.length)
            : place(trace, step),
        playing: false,
      });
    },
    fail(kind, messages, source, keepTrace = false) {
      const p = ctx.get().player;
      const keep = keepTrace && sameSource(p.source, source) && p.trace !== null;
      ctx.set({
        source,
        status: keep ? 'ready' : 'error',
        running: false,
        error: { kind, messages },
        playing: false,
        ...(keep ? {} : { trace: null, previous: null, changed: [], step: BEFORE_START }),
      });
    },
    async runAndShow(scenario, options) {
      const call = options.call ?? ctx.calls.begin('run');
      if (!call.current()) return null;
      const p = ctx.get().player;
      // The trace on screen stays while the new one runs when it is of the same source, or of one
      // it is compared with (a lesson's timeline in other SQL): clearing it would lose the marks.
      const { compare } = options;
      const comparable =
        p.source !== null && typeof compare === 'function' && p.trace !== null && compare(p.source);
      if (!sameSource(p.source, options.source) && !comparable) loading(options.source);
      // The run goes to the worker before `running` is set: React's render of that change then
      // overlaps the worker's run instead of coming before it.
      const pending = ctx.deps.run(scenario, call.signal);
      ctx.set({ running: true });
      try {
        const trace = await pending;
        if (!call.current()) return null;
        actions.show(trace, options);
        return trace;
      } catch (e) {
        if (!call.current()) return null;
        actions.fail('run', [e instanceof Error ? e.message : String(e)], options.source);
        return null;
      }
    },
  };
  return actions;
}
