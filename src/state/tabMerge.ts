// Saved work from two tabs, merged: each tab writes the whole saved snapshot, so a write is a
// three-way merge of what this tab last saw (the base), what it has (mine) and what another tab
// wrote since (theirs). What only one side changed is kept; what both changed is settled by the
// part's own rule (persistence.ts). Pure.
import { joinProgress } from '../content/files/progressFile';
import type { ReviewEntry } from '../content/practice/reviewSchedule';
import { byCodeUnits } from '../engine/codeUnitOrder';

/** JSON text with every object's keys sorted: a merge may build a record in another order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => byCodeUnits(a, b)))
      : v,
  );
}

/** Equality of saved data (plain JSON), whatever the order of keys. */
export const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/**
 * One value, three ways: the side that changed it since `base`, or `both(mine, theirs)` when both
 * did (by default mine: this tab's write is the later one).
 */
export function pick3<T>(
  base: T | undefined,
  mine: T,
  theirs: T,
  both: (mine: T, theirs: T) => T = (m) => m,
): T {
  if (same(mine, theirs) || same(base, theirs)) return mine;
  if (same(base, mine)) return theirs;
  return both(mine, theirs);
}

/**
 * A record merged key by key with pick3 (a key one side removed and the other left alone goes; a
 * key one side removed and the other changed is settled by `both`, which sees undefined).
 */
export function merge3Record<V>(
  base: Record<string, V> | undefined,
  mine: Record<string, V>,
  theirs: Record<string, V>,
  both: (mine: V | undefined, theirs: V | undefined) => V | undefined,
): Record<string, V> {
  const out: Record<string, V> = {};
  const keys = new Set([...Object.keys(mine), ...Object.keys(theirs)]);
  for (const k of keys) {
    const v = pick3<V | undefined>(
      base && Object.hasOwn(base, k) ? base[k] : undefined,
      Object.hasOwn(mine, k) ? mine[k] : undefined,
      Object.hasOwn(theirs, k) ? theirs[k] : undefined,
      both,
    );
    if (v !== undefined) out[k] = v;
  }
  return out;
}

/** An edit kept over a removal, so that nothing typed is lost; else mine. */
export const keepEdited = <V>(mine: V | undefined, theirs: V | undefined): V | undefined =>
  mine ?? theirs;

/** The draft saved last, or the one that still exists. */
export function newestDraft<V extends { savedAt: number }>(
  mine: V | undefined,
  theirs: V | undefined,
): V | undefined {
  if (!mine || !theirs) return mine ?? theirs;
  return theirs.savedAt > mine.savedAt ? theirs : mine;
}

/** The card reviewed last (a card never reviewed counts as oldest), or the one that exists. */
export function latestReview<V extends { lastReview: number | null }>(
  mine: V | undefined,
  theirs: V | undefined,
): V | undefined {
  if (!mine || !theirs) return mine ?? theirs;
  return (theirs.lastReview ?? -1) > (mine.lastReview ?? -1) ? theirs : mine;
}

/** Every review of both histories once, in time order. */
export function unionHistory(mine: ReviewEntry[], theirs: ReviewEntry[]): ReviewEntry[] {
  const seen = new Map<string, ReviewEntry>();
  for (const e of [...mine, ...theirs]) seen.set(JSON.stringify([e.card, e.at, e.rating]), e);
  return [...seen.values()].sort((a, b) => a.at - b.at);
}

/** One lesson's progress from two tabs: as an import joins it, mine (this tab's) kept first. */
export const unionProgress = joinProgress;
