// The player slice: which example is open, its trace, and whether it is still loading or failed.
import type { Trace } from '../engine/types';
import type { StoreDeps } from './deps';
import { BEFORE_START } from './playback';
import { playbackActions, type PlaybackActions } from './playbackActions';
import { runText } from './runText';
import type { SliceContext } from './sliceContext';

export type PlayerStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Why an example could not be shown; `messages` are ready for display, one per line. */
export interface PlayerError {
  kind: 'not-found' | 'parse' | 'run' | 'link';
  messages: string[];
}

export interface PlayerState {
  /** Every example the picker offers. */
  examples: readonly string[];
  /** The example asked for (it may not exist: see `error`). */
  selected: string | null;
  status: PlayerStatus;
  /** True while a run is on the worker (the last trace stays on screen meanwhile). */
  running: boolean;
  trace: Trace | null;
  /** The trace before the last re-run of the same example, and the steps whose outcome changed. */
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

export interface PlayerActions extends PlaybackActions {
  /** Loads an example (with the learner's draft, if any) and runs it; a later call wins. */
  openExample(name: string): Promise<void>;
}

export function initialPlayer(deps: StoreDeps): PlayerState {
  return {
    examples: deps.examples.names,
    selected: null,
    status: 'idle',
    running: false,
    trace: null,
    previous: null,
    changed: [],
    error: null,
    step: BEFORE_START,
    playing: false,
    speed: 1,
    helpOpen: false,
  };
}

export function playerActions(ctx: SliceContext, ticket: () => () => boolean): PlayerActions {
  const { deps } = ctx;
  return {
    ...playbackActions(ctx),
    async openExample(name) {
      const isCurrent = ticket();
      ctx.setPlayer({
        selected: name,
        status: 'loading',
        trace: null,
        previous: null,
        changed: [],
        error: null,
        step: BEFORE_START,
        playing: false,
      });
      if (!deps.examples.names.includes(name)) {
        const known = deps.examples.names.join(', ');
        const message = `There is no example named "${name}". Examples: ${known}.`;
        return ctx.setPlayer({
          status: 'error',
          error: { kind: 'not-found', messages: [message] },
        });
      }
      try {
        const original = await deps.examples.load(name);
        if (!isCurrent()) return;
        const text = ctx.get().editor.drafts[name] ?? original;
        ctx.setEditor({ original, text, scenario: null, issues: [], editError: null });
      } catch (e) {
        if (!isCurrent()) return;
        const message = e instanceof Error ? e.message : String(e);
        return ctx.setPlayer({ status: 'error', error: { kind: 'run', messages: [message] } });
      }
      await runText(ctx, isCurrent, true);
    },
  };
}
