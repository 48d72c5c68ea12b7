// The reductions in the engine's English summary (src/i18n/reductionText.ts words the same facts
// in the page's language; explorerText.test.ts holds the two English wordings equal). Pure.
import type { Reduction, SymmetryBlock } from './reduction';

/** "A", "A and B", "A, B and C". */
const namesList = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

function groups(symmetric: readonly string[][]): { names: string; others: string | null } {
  const [first = [], ...rest] = symmetric;
  return {
    names: namesList(first),
    others: rest.length > 0 ? rest.map(namesList).join('; ') : null,
  };
}

/** "A, B and C are interchangeable, so each state stood for up to 6", or null without symmetry. */
export function symmetryClause(r: Reduction): string | null {
  if (r.symmetric.length === 0) return null;
  const { names, others } = groups(r.symmetric);
  const also = others === null ? '' : `, and so are ${others}`;
  return `${names} are interchangeable${also}, so each state stood for up to ${r.factor}`;
}

/** "A and B were searched as interchangeable", or null without symmetry. */
export function searchedClause(r: Reduction): string | null {
  if (r.symmetric.length === 0) return null;
  const { names, others } = groups(r.symmetric);
  return `${names} were searched as interchangeable${others === null ? '' : `, and so were ${others}`}`;
}

function reason(b: SymmetryBlock): string {
  const where = b.action === null ? 'in the schema' : `in ${b.action}`;
  const token = `\`${b.token}\``;
  if (b.kind === 'name-in-sql')
    return `their SQL tells them apart (${token} ${where} is a worker's name)`;
  if (b.kind === 'name-in-program')
    return `their programs tell them apart (${token}, bound ${where}, is a worker's name)`;
  if (b.kind === 'name-used')
    return `their SQL tells them apart (a worker's name is ordered, compared, computed with or returned ${where}: ${token})`;
  if (b.kind === 'function')
    return `their SQL could tell them apart (${token} ${where} could build a worker's name out of other text)`;
  const n = b.token;
  const shape =
    n === '' || n.trim() !== n || n.includes('@')
      ? 'is empty, has spaces at an end or has an @ in it'
      : Number.isFinite(Number(n))
        ? 'looks like a number'
        : "differs from another worker's name only in case";
  return `their names are not plain enough to swap safely (${token} ${shape})`;
}

/** Why workers with the same program were searched one by one, in a sentence; null if not. */
export function blockSentence(r: Reduction): string | null {
  const b = r.blocked;
  if (b === null) return null;
  const [only] = b.workers;
  return b.workers.length === 1 && only
    ? `${namesList(only)} have the same program but were searched separately: ${reason(b)}.`
    : `Workers with the same program were searched separately: ${reason(b)}.`;
}
