// The playhead commands: play, pause, step, seek, jump and speed. Buttons, keys and tests call these.
import type { Trace } from '../engine/types';
import {
  BEFORE_START,
  clampSpeed,
  clampStep,
  nextViolationIndex,
  nextWriteIndex,
} from './playback';
import type { SliceContext } from './sliceContext';

export interface PlaybackActions {
  /** Plays from the playhead; from the last step it starts over. */
  play(): void;
  pause(): void;
  togglePlay(): void;
  /** One step on; playback stops when it reaches the last step. */
  stepForward(): void;
  /** One step back, down to before the first step. */
  stepBack(): void;
  /** Moves the playhead to a step (clamped; -1 is before the first step). */
  seek(step: number): void;
  seekStart(): void;
  seekEnd(): void;
  /** To the next step that writes a table, if there is one. */
  nextWrite(): void;
  /** To the next step that caused a violation, if there is one. */
  nextViolation(): void;
  /** Playback speed, clamped to 0.25×–4×. */
  setSpeed(speed: number): void;
  /** The keyboard help sheet. */
  toggleHelp(): void;
  closeHelp(): void;
}

export function playbackActions(ctx: SliceContext<'player'>): PlaybackActions {
  const count = () => ctx.get().player.trace?.steps.length ?? 0;
  const current = () => clampStep(ctx.get().player.step, count());
  /** Every move goes through here: clamped, and playback stops on the last step. */
  const go = (step: number) => {
    const n = count();
    const next = clampStep(step, n);
    const { playing } = ctx.get().player;
    ctx.set({ step: next, playing: playing && next < n - 1 });
  };
  const jump = (find: (trace: Trace, from: number) => number | null) => {
    const trace = ctx.get().player.trace;
    const to = trace ? find(trace, current()) : null;
    if (to !== null) go(to);
  };
  const actions: PlaybackActions = {
    play() {
      const n = count();
      if (n === 0) return;
      ctx.set({ step: current() >= n - 1 ? BEFORE_START : current(), playing: true });
    },
    pause: () => ctx.set({ playing: false }),
    togglePlay: () => (ctx.get().player.playing ? actions.pause() : actions.play()),
    stepForward: () => go(current() + 1),
    stepBack: () => go(current() - 1),
    seek: (step) => go(step),
    seekStart: () => go(BEFORE_START),
    seekEnd: () => go(count() - 1),
    nextWrite: () => jump(nextWriteIndex),
    nextViolation: () => jump(nextViolationIndex),
    setSpeed: (speed) => ctx.set({ speed: clampSpeed(speed) }),
    toggleHelp: () => ctx.set({ helpOpen: !ctx.get().player.helpOpen }),
    closeHelp: () => ctx.set({ helpOpen: false }),
  };
  return actions;
}
