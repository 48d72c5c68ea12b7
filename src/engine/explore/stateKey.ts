// The canonical key of an explorer state: two states with the same key have the same futures, so
// the explorer explores one and merges the other into it. Pure.
import type { Truth } from '../oracle';
import { own } from '../names';
import type { SqlValue } from '../types';

/** What one actor remembers between its actions. */
export interface ActorMemory {
  /** Index of its next action in its program (program length once done). */
  pc: number;
  /** Tick of its last action; -1 before its first. */
  last: number;
  /** The token of its last granted claim (workers only; null before any). */
  token: SqlValue;
}

/** The model's numbers a key needs. */
export interface KeyBounds {
  horizon: number;
  maxPause: number;
}

/** A value written so that the number 1 and the text "1" differ. */
export function valueKey(v: SqlValue): string {
  if (v === null) return '~';
  if (typeof v === 'number' || typeof v === 'bigint') return `n${v}`;
  if (typeof v === 'string') return `s${JSON.stringify(v)}`;
  return `b${Array.from(v).join(',')}`;
}

/** The part of the oracle's record that decides future verdicts (ticks of past events do not). */
export function truthKey(t: Truth, rename: (name: string) => string = same): string {
  const h = t.holder;
  const token = (v: SqlValue) => valueKey(typeof v === 'string' ? rename(v) : v);
  const holder = h
    ? `${JSON.stringify(rename(h.worker))}/${h.generation}/${token(h.token)}/${h.leaseUntil}`
    : '-';
  const gens = Object.keys(t.generationOf)
    .map((w) => `${JSON.stringify(rename(w))}=${own(t.generationOf, w)}`)
    .sort()
    .join(',');
  return `${holder}|${t.grants.length}|${gens}|${t.cancelledAt === null ? 0 : 1}|${t.maxToken ?? '-'}`;
}

/**
 * One actor's part of the key. A finished actor remembers nothing that matters. Otherwise what
 * matters is whether it acted at this tick already, its token, and by when it must act next: a
 * worker's deadline is last + 1 + maxPause, and every deadline past the horizon is the same one
 * ("may stall past the end"); the user and the scheduler have none.
 */
export function memoryKey(
  m: ActorMemory,
  programLength: number,
  worker: boolean,
  now: number,
  b: KeyBounds,
): string {
  if (m.pc >= programLength) return 'done';
  const acted = m.last === now ? 1 : 0;
  if (!worker) return `${m.pc}.${acted}`;
  const deadline = m.last + 1 + b.maxPause;
  return `${m.pc}.${acted}.${deadline > b.horizon ? '*' : deadline}.${valueKey(m.token)}`;
}

/**
 * The whole key: the clock, each actor's memory, the oracle's record and the database's own state
 * (`SqlPort.stateKey()`: schema, every table of main and temp with rowids, settings).
 * `memories` must be given in the model's fixed actor order.
 */
export function stateKey(
  now: number,
  memories: string[],
  truth: Truth,
  database: string,
  rename?: (name: string) => string,
): string {
  return `${now}|${memories.join(';')}|${truthKey(truth, rename)}|${database}`;
}

const same = (name: string) => name;
