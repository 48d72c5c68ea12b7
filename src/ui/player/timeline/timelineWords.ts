// The words the timeline draws, in the page's language. Made once per layout, before anything is
// measured: the layout measures and places exactly these strings (textMetrics.ts), and the
// drawing shows the boxes' own text, so what is measured is what is drawn.
import type { Outcome } from '../../../engine/types';
import { t, type MessageKey } from '../../../i18n/i18n';

/** A message in some language; `t` unless a test lays a timeline out in another. */
export type Translate = (key: MessageKey, values?: Record<string, unknown>) => string;

export interface TimelineWords {
  /** The tag of a step whose outcome the last re-run changed. */
  changed: string;
  /** An outcome as a word, under its arrow (the engine's value stays in data-outcome). */
  outcome: (o: Outcome) => string;
  /** What each worker's two tracks show; the short forms on a narrow drawing. */
  tracks: { long: string[]; short: string[] };
  axisTitle: string;
  resources: string;
  /** The resources heading in full, for its `<title>`. */
  resourcesFull: string;
  /** Under a lane's name: a table, or an actor that is not a worker. */
  table: string;
  actor: string;
  /** The labels of the bars, longest first: the layout takes the first that fits. */
  pause: (until: number) => string[];
  hold: (token: string, until: number) => string[];
  belief: (token: string, until: number) => string[];
  noHold: string[];
  stale: string[];
}

export function timelineWords(tr: Translate = t): TimelineWords {
  const token = (v: string) => tr('player.timeline.token', { token: v });
  return {
    changed: tr('player.timeline.changed'),
    outcome: (o) => tr(`outcome.${o}`),
    tracks: {
      long: [tr('player.timeline.reallyHolds'), tr('player.timeline.believesHolds')],
      short: [tr('player.timeline.holds'), tr('player.timeline.believes')],
    },
    axisTitle: tr('player.timeline.axis'),
    resources: tr('player.timeline.resources'),
    resourcesFull: tr('player.timeline.resourcesFull'),
    table: tr('player.timeline.table'),
    actor: tr('player.timeline.actor'),
    pause: (until) => [tr('player.timeline.pausedUntil', { until }), tr('player.timeline.paused')],
    hold: (v, until) => [tr('player.timeline.holdsToken', { token: v, until }), token(v), v],
    belief: (v, until) => [tr('player.timeline.thinks', { token: v, until }), token(v), v],
    noHold: [tr('player.timeline.noLease'), '–'],
    stale: [tr('player.timeline.stale'), tr('player.timeline.staleShort'), '⚠'],
  };
}
