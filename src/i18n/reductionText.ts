// The explorer's reductions in the page's language (ExploreResult.reduction, src/engine/explore/
// reduction.ts): which workers were interchangeable and so how many states each explored state
// stood for, and why workers with the same program were searched separately. explorerText.ts puts
// these into the verdict. Names and tokens stay as the scenario writes them.
import type { ExploreResult } from '../engine/explore/explore';
import type { SymmetryBlock } from '../engine/explore/reduction';
import { t, type MessageKey } from './i18n';

type Facts = Pick<ExploreResult, 'reduction' | 'model'>;

/** Names joined the page's way: "A", "A and B", "A, B and C". */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  const head = names.slice(0, -1).join(t('explorer.names.separator'));
  return t('explorer.names.list', { head, last: names.at(-1) });
}

/** The first group's names, and the other groups' (null when there is one group). */
function groups(symmetric: readonly string[][]): { names: string; others: string | null } {
  const [first = [], ...rest] = symmetric;
  const others = rest.map(namesList).join(t('explorer.names.groupSeparator'));
  return { names: namesList(first), others: rest.length > 0 ? others : null };
}

/**
 * "A, B and C are interchangeable, so each state stood for up to 6": what the symmetry reduction
 * did, for the verdict's parenthesis; null when the search used none.
 */
export function symmetryClause(r: Facts): string | null {
  const { symmetric, factor } = r.reduction;
  if (symmetric.length === 0) return null;
  const { names, others } = groups(symmetric);
  return others === null
    ? t('explorer.reduction.interchangeable', { names, factor })
    : t('explorer.reduction.interchangeableMany', { names, others, factor });
}

/** "A and B were searched as interchangeable": the short clause of an unsafe verdict. */
export function searchedClause(r: Facts): string | null {
  if (r.reduction.symmetric.length === 0) return null;
  const { names, others } = groups(r.reduction.symmetric);
  return others === null
    ? t('explorer.reduction.searched', { names })
    : t('explorer.reduction.searchedMany', { names, others });
}

/** The workers a block kept apart (the groups that would have been interchangeable); none without one. */
export function keptApart(r: Facts): string[][] {
  return r.reduction.blocked?.workers ?? [];
}

/**
 * The message for why a block kept workers apart. A name's shape is told from the name itself:
 * a plain one that looks like a number, a plain one that another differs from only in case, or
 * one that is not plain (empty, spaces at an end, an @ as in a payload).
 */
export function blockReason(block: SymmetryBlock): MessageKey {
  if (block.kind !== 'name-shape') return `explorer.block.${block.kind}`;
  const n = block.token;
  if (n === '' || n.trim() !== n || n.includes('@')) return 'explorer.block.name-shape.other';
  return Number.isFinite(Number(n))
    ? 'explorer.block.name-shape.number'
    : 'explorer.block.name-shape.case';
}

/** What the sentence for a block is made of: each part a caller may draw its own way (code). */
export interface BlockWords {
  /** The sentence: with the workers' names (one group kept apart), or without. */
  key: 'explorer.block' | 'explorer.block.nameless';
  workers: string;
  reason: MessageKey;
  /** Where the token was found: in an action's SQL, or in the schema. */
  where: string;
  token: string;
}

/** Why workers with the same program were searched separately, as parts; null when none were. */
export function symmetryBlockWords(r: Facts): BlockWords | null {
  const block = r.reduction.blocked;
  if (block === null) return null;
  const apart = keptApart(r);
  const [only] = apart;
  return {
    key: apart.length === 1 && only ? 'explorer.block' : 'explorer.block.nameless',
    workers: only ? namesList(only) : '',
    reason: blockReason(block),
    where:
      block.action === null
        ? t('explorer.block.in.schema')
        : t('explorer.block.in.action', { action: block.action }),
    token: block.token,
  };
}

/**
 * "A and B have the same program but were searched separately: their SQL tells them apart
 * (`'A'` in claim is a worker's name).": the block in one sentence, the token as code between
 * backticks; null when nothing kept workers apart.
 */
export function symmetryBlockText(r: Facts): string | null {
  const w = symmetryBlockWords(r);
  if (w === null) return null;
  const reason = t(w.reason, { where: w.where, token: `\`${w.token}\`` });
  return t(w.key, { workers: w.workers, reason });
}
