// What each step's mark says and how much room it takes: the glyph, its token, the action label,
// the tags and the outcome of its write. Pure; the layout places these, TimelineEvent draws them.
import { isWorker } from '../../../engine/actors';
import type { TimelineEvent } from '../../../engine/timeline';
import type { Outcome } from '../../../engine/types';
import { formatValue } from '../formatValue';
import { textWidth } from './textMetrics';

/** How a write ended, told three ways (colour, line and tip shape, and a word) for colour-blind safety. */
export type WriteKind = 'landed' | 'refused' | 'error';

export function writeKind(outcome: Outcome | null): WriteKind {
  if (outcome === 'error') return 'error';
  return outcome === 'granted' || outcome === 'accepted' || outcome === 'ok' ? 'landed' : 'refused';
}

export const CHIP_TEXT: Record<WriteKind, string> = { landed: '✓', refused: '✗', error: '!' };

export type GlyphKind = 'pause' | 'crash' | 'granted' | 'denied' | 'other' | 'read' | 'write';

export interface TagPart {
  text: string;
  kind: 'violation' | 'changed';
}

/** One step's marks and texts, before they are placed. Widths in pixels. */
export interface StepSpec {
  i: number;
  at: number;
  actor: string;
  glyph: GlyphKind;
  /** The text inside the glyph (the token, shortened), or ''. */
  glyphText: string;
  /** The whole token, when `glyphText` shortens it. */
  glyphFull: string | null;
  /** Width of the glyph's shape (pills), without its ring. */
  shapeW: number;
  /** How far the step's marks reach left and right of its x on its lane's line. */
  left: number;
  right: number;
  /** A mark beside the glyph for an outcome that draws no arrow (a failed read, say). */
  mark: WriteKind | null;
  action: string;
  actionW: number;
  tags: TagPart[];
  tagText: string;
  tagW: number;
  /** The table its SQL writes, and the word and mark of how the write ended. */
  table: string | null;
  outcome: string;
  outcomeW: number;
  kind: WriteKind;
}

/** Room between the glyph's shape and its ring, each side. */
export const RING = 4;
/** Radius of an outcome chip, on a table band or beside a glyph. */
export const CHIP_R = 9;

/**
 * The specs of every step, with tokens cut to `len` characters (see tokenLength); the steps in
 * `changed` are tagged `changedTag`.
 */
export function stepSpecs(
  events: TimelineEvent[],
  len: number,
  changed: ReadonlySet<number>,
  changedTag: string,
  outcomeWord: (o: Outcome) => string = (o) => o,
): StepSpec[] {
  return events.map((e) => specOf(e, len, changed.has(e.i) ? changedTag : null, outcomeWord));
}

function specOf(
  e: TimelineEvent,
  len: number,
  changed: string | null,
  outcomeWord: (o: Outcome) => string,
): StepSpec {
  const full = e.token === null ? '' : formatValue(e.token);
  const token = shortToken(full, len);
  const glyph = glyphOf(e);
  const glyphText =
    glyph === 'pause' || glyph === 'crash' || glyph === 'other'
      ? ''
      : glyph === 'denied'
        ? '✗'
        : token;
  const shapeW = Math.max(18, textWidth(glyphText, 'token') + 10);
  const half = glyph === 'pause' || glyph === 'crash' ? 12 : shapeW / 2 + RING;
  const mark =
    e.table === null && e.outcome !== null && e.outcome !== 'ok' ? writeKind(e.outcome) : null;
  const tags: TagPart[] = [
    ...e.violations.map((v) => ({ text: `⚠ ${v.rule}`, kind: 'violation' as const })),
    ...(changed ? [{ text: changed, kind: 'changed' as const }] : []),
  ];
  const tagText = tags.map((t) => t.text).join(' · ');
  const outcome = e.table === null || e.outcome === null ? '' : outcomeWord(e.outcome);
  return {
    i: e.i,
    at: e.at,
    actor: e.actor,
    glyph,
    glyphText,
    glyphFull: token !== full && glyphText === token ? full : null,
    shapeW,
    left: half,
    right: mark ? half + 2 * CHIP_R + 1 : half,
    mark,
    action: e.do,
    actionW: textWidth(e.do, 'action'),
    tags,
    tagText,
    tagW: tagText ? textWidth(tagText, 'tag') : 0,
    table: e.table,
    outcome,
    outcomeW: outcome ? textWidth(outcome, 'outcome') : 0,
    kind: writeKind(e.outcome),
  };
}

function glyphOf(e: TimelineEvent): GlyphKind {
  if (e.do === 'pause' || e.do === 'crash') return e.do;
  if (e.do === 'claim') return e.outcome === 'granted' ? 'granted' : 'denied';
  if (!isWorker(e.actor)) return 'other';
  return e.do === 'read' ? 'read' : 'write';
}

/** Tokens are never cut shorter than this many characters (ellipsis included). */
const MIN_TOKEN = 4;
const MAX_TOKEN = 10;

/**
 * How many characters every token of a timeline is cut to: the fewest (at least 4) that still
 * tell the timeline's tokens apart, so that one token always reads the same and two never read
 * alike. Long ids that share a long prefix stop at 10.
 */
export function tokenLength(tokens: string[]): number {
  const distinct = [...new Set(tokens.filter((t) => t !== ''))];
  for (let n = MIN_TOKEN; n < MAX_TOKEN; n++) {
    if (new Set(distinct.map((t) => shortToken(t, n))).size === distinct.length) return n;
  }
  return MAX_TOKEN;
}

/** A token cut to `chars` characters (with an ellipsis) to fit in a step's mark. */
export function shortToken(text: string, chars: number): string {
  return text.length <= chars ? text : `${text.slice(0, Math.max(1, chars - 1))}…`;
}
