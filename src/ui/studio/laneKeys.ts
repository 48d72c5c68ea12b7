// What a key does on a lane of the studio's lane editor, which the keyboard works as a row of
// ticks: ← → (Home, End) choose the tick, ↑ ↓ go to the lane above or below at the same tick,
// Enter or Space opens the add-step menu there. Pure.

export type LaneCommand =
  { kind: 'tick'; tick: number } | { kind: 'lane'; lane: number } | { kind: 'open' };

/** Where the keyboard is on the lanes, and how many there are. */
export interface LanePlace {
  lane: number;
  tick: number;
  lanes: number;
  last: number;
}

/**
 * The command of a key, or null for a key the lane leaves alone. A move past the first or last
 * tick or lane stays where it is: the key is still the lane's, not the player's.
 */
export function laneCommand(key: string, at: LanePlace): LaneCommand | null {
  const tick = (to: number): LaneCommand => ({
    kind: 'tick',
    tick: Math.min(at.last, Math.max(0, to)),
  });
  switch (key) {
    case 'ArrowLeft':
      return tick(at.tick - 1);
    case 'ArrowRight':
      return tick(at.tick + 1);
    case 'Home':
      return tick(0);
    case 'End':
      return tick(at.last);
    case 'ArrowUp':
      return { kind: 'lane', lane: Math.max(0, at.lane - 1) };
    case 'ArrowDown':
      return { kind: 'lane', lane: Math.min(at.lanes - 1, at.lane + 1) };
    case 'Enter':
    case ' ':
      return { kind: 'open' };
    default:
      return null;
  }
}
