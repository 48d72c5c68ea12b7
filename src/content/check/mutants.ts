// Plausible wrong answers derived from a correct SQL answer, for the lesson checker's mutation
// check: each conjunct of each WHERE dropped in turn, each comparison weakened or flipped, and each
// contract parameter swapped for a plausible neighbour. Pure string work on SQLite's lexical rules.

/** One derived answer: what was changed, in words, and the SQL with that change. */
export interface Mutant {
  description: string;
  sql: string;
}

interface Lexeme {
  text: string;
  start: number;
  end: number;
  /** A bare word, upper-cased (keywords and names); null for anything else. */
  word: string | null;
  kind: 'word' | 'param' | 'op' | 'open' | 'close' | 'semi' | 'other';
}

const LEX =
  /'(?:[^']|'')*'|"(?:[^"]|"")*"|`[^`]*`|\[[^\]]*\]|--[^\n]*|\/\*[\s\S]*?\*\/|([:@$][A-Za-z_][A-Za-z0-9_]*)|([A-Za-z_][A-Za-z0-9_$]*)|(<=|>=|<>|!=|==|<|>|=)|(\()|(\))|(;)|(\S)/g;

function lex(sql: string): Lexeme[] {
  const out: Lexeme[] = [];
  for (const m of sql.matchAll(LEX)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const base = { text: m[0], start, end, word: null };
    if (m[0].startsWith('--') || m[0].startsWith('/*')) continue;
    if (m[1]) out.push({ ...base, kind: 'param' });
    else if (m[2]) out.push({ ...base, word: m[2].toUpperCase(), kind: 'word' });
    else if (m[3]) out.push({ ...base, kind: 'op' });
    else if (m[4]) out.push({ ...base, kind: 'open' });
    else if (m[5]) out.push({ ...base, kind: 'close' });
    else if (m[6]) out.push({ ...base, kind: 'semi' });
    else out.push({ ...base, kind: 'other' });
  }
  return out;
}

/** Words that end a WHERE clause at its own depth. */
const CLAUSE_END = new Set(['RETURNING', 'ORDER', 'GROUP', 'LIMIT', 'HAVING', 'WINDOW']);

/** The conjuncts of every top-level WHERE clause: [start, end) character ranges, in order. */
function whereConjuncts(t: Lexeme[]): { start: number; end: number }[][] {
  const clauses: { start: number; end: number }[][] = [];
  let depth = 0;
  for (let k = 0; k < t.length; k++) {
    const x = t[k] as Lexeme;
    if (x.kind === 'open') depth++;
    else if (x.kind === 'close') depth--;
    if (x.word !== 'WHERE') continue;
    const at = depth;
    const parts: { start: number; end: number }[] = [];
    let from = t[k + 1]?.start ?? x.end;
    let d = at;
    let j = k + 1;
    let between = false;
    for (; j < t.length; j++) {
      const y = t[j] as Lexeme;
      if (y.kind === 'open') d++;
      else if (y.kind === 'close') {
        if (d === at) break;
        d--;
      } else if (d === at && (y.kind === 'semi' || (y.word !== null && CLAUSE_END.has(y.word))))
        break;
      else if (d === at && y.word === 'BETWEEN') between = true;
      else if (d === at && y.word === 'AND') {
        // `x BETWEEN a AND b` is one conjunct.
        if (between) {
          between = false;
          continue;
        }
        parts.push({ start: from, end: (t[j - 1] as Lexeme).end });
        from = t[j + 1]?.start ?? y.end;
      }
    }
    const last = t[j - 1];
    if (last && last.end > from) parts.push({ start: from, end: last.end });
    // The scan goes on inside the clause, so a subquery's WHERE is a clause of its own.
    clauses.push(parts);
  }
  return clauses.filter((c) => c.length > 0);
}

const WEAKER: Record<string, string> = {
  '<': '<=',
  '<=': '<',
  '>': '>=',
  '>=': '>',
  '=': '<>',
  '==': '<>',
  '<>': '=',
  '!=': '=',
};

/** Parameters a learner plausibly confuses: the token with the clock, database time with the worker's. */
const NEIGHBOURS: Record<string, string> = {
  ':token': ':now',
  ':now': ':local_now',
  ':local_now': ':now',
};

const ordinal = (n: number) => `${n}${n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * Every mutant of `sql`, each different from it and from the others (compared with white space
 * folded). Dropping a conjunct drops its `AND` with it.
 */
export function mutantsOf(sql: string): Mutant[] {
  const t = lex(sql);
  const out: Mutant[] = [];
  const seen = new Set([squeeze(sql)]);
  const named = new Map<string, number>();
  const add = (what: string, text: string) => {
    const key = squeeze(text);
    if (seen.has(key)) return;
    seen.add(key);
    // The same change at another place of the SQL is told apart by its count: "(2nd)", "(3rd)".
    const n = (named.get(what) ?? 0) + 1;
    named.set(what, n);
    out.push({ description: n === 1 ? what : `${what} (${ordinal(n)})`, sql: text });
  };
  for (const parts of whereConjuncts(t)) {
    if (parts.length < 2) continue;
    parts.forEach((p, k) => {
      // Remove the conjunct and the AND that joins it to its neighbour.
      const next = parts[k + 1];
      const prev = parts[k - 1];
      const [from, to] = next ? [p.start, next.start] : [(prev as { end: number }).end, p.end];
      add(`without "${squeeze(sql.slice(p.start, p.end))}"`, sql.slice(0, from) + sql.slice(to));
    });
  }
  // Comparisons are weakened inside WHERE clauses only: an `=` of SET assigns, it compares nothing.
  const clauses = whereConjuncts(t).flat();
  const compares = (x: Lexeme) => clauses.some((c) => x.start >= c.start && x.end <= c.end);
  for (const x of t) {
    const swap =
      x.kind === 'op' && compares(x)
        ? WEAKER[x.text]
        : x.kind === 'param'
          ? NEIGHBOURS[x.text]
          : undefined;
    if (!swap) continue;
    add(
      x.kind === 'op' ? `"${x.text}" written as "${swap}"` : `${swap} in place of ${x.text}`,
      sql.slice(0, x.start) + swap + sql.slice(x.end),
    );
  }
  return out;
}
