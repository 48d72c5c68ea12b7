// What the seeds of a generated timeline did to its store, read back from their SQL (seedsOf in
// vocabulary.ts writes the three forms), so that a report can say how the store started. Pure.

/** How a generated timeline's store differs from the lesson's at the start. */
export type StoreFact =
  /** Token-like columns of every row raised by `by` (a store that has seen many claims). */
  | { kind: 'raised'; table: string; columns: string[]; by: number }
  /** A second row with another owner, a lease far ahead and higher tokens (another job). */
  | { kind: 'other'; table: string }
  /** A copy of the first row under a key its own is a prefix of (job 7 and job 70). */
  | { kind: 'prefix'; table: string };

const NAME = '"((?:[^"]|"")+)"';
const RAISED = new RegExp(`^UPDATE ${NAME} SET (.+);$`);
const RAISE = new RegExp(`${NAME} = ${NAME} \\+ (\\d+)`, 'g');
const COPY = new RegExp(
  `^INSERT OR IGNORE INTO ${NAME}\\(.*\\) SELECT (.*) FROM ${NAME} WHERE rowid = `,
);
const unquote = (name: string) => name.replace(/""/g, '"');

/** The facts of every seed line in a schema, in order; lines that are not seeds say nothing. */
export function storeFacts(schema: string | undefined): StoreFact[] {
  const out: StoreFact[] = [];
  for (const line of (schema ?? '').split('\n')) {
    const raised = RAISED.exec(line);
    if (raised) {
      const pairs = [...(raised[2] ?? '').matchAll(RAISE)];
      const by = Number(pairs[0]?.[3]);
      if (pairs.length > 0 && pairs.every((p) => p[1] === p[2] && Number(p[3]) === by))
        out.push({
          kind: 'raised',
          table: unquote(raised[1] ?? ''),
          columns: pairs.map((p) => unquote(p[1] ?? '')),
          by,
        });
      continue;
    }
    const copy = COPY.exec(line);
    if (!copy || copy[1] !== copy[3]) continue;
    const table = unquote(copy[1] ?? '');
    if (copy[2]?.includes(`|| '-other'`)) out.push({ kind: 'other', table });
    else if (copy[2]?.includes(`|| '0'`)) out.push({ kind: 'prefix', table });
  }
  return out;
}
