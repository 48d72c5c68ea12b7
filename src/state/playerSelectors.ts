// Reads of the playhead and of what the last re-run changed.
import type { Outcome, Trace } from '../engine/types';
import { clampStep } from './playback';
import type { AppState } from './store';

/** The playhead, clamped to the trace on screen (a re-run may have fewer steps). */
export const selectStep = (s: AppState) =>
  clampStep(s.player.step, s.player.trace?.steps.length ?? 0);
export const selectPlaying = (s: AppState) => s.player.playing;
export const selectSpeed = (s: AppState) => s.player.speed;
export const selectHelpOpen = (s: AppState) => s.player.helpOpen;
export const selectChanged = (s: AppState) => s.player.changed;
export const selectPrevious = (s: AppState) => s.player.previous;

/**
 * For each step whose outcome changed at the last re-run, `"rejected → accepted"` (the old
 * outcome, then the new), each in the page's words (`word`; null for a step without an outcome).
 */
export function changeLabels(
  previous: Trace | null,
  trace: Trace,
  changed: readonly number[],
  word: (outcome: Outcome | null) => string,
): Map<number, string> {
  const out = new Map<number, string>();
  for (const i of changed) {
    const now = trace.steps[i];
    if (!now) continue;
    out.set(i, `${word(previous?.steps[i]?.outcome ?? null)} → ${word(now.outcome ?? null)}`);
  }
  return out;
}
