// Which workers the explorer may treat as interchangeable: the same program, the same clock skew,
// and SQL that can only store a worker's name and test it for equality. Pure string work; the
// rules and why they are sound are in docs/explore.md ("Symmetry").
import { sqlFor, STANDARD_SCHEMA } from '../referenceSql';
import { own } from '../names';
import type { ExploreModel, Scenario } from '../types';
import type { ExploreActor } from './model';
import type { SymmetryBlock } from './reduction';
import { lexSql, type Lex } from './sqlLex';

/** The parameters whose bound values carry a worker's name (`:payload` is `name@tick`). */
const NAME_PARAMS = new Set(['worker', 'payload']);

/**
 * Functions that cannot make a worker's name out of other values: each gives a number, or one of
 * its own arguments unchanged. Every other built-in SQLite function is refused (see FUNCTIONS).
 */
const SAFE_FUNCTIONS = new Set(
  'abs avg ceil ceiling changes coalesce count exp floor if ifnull iif instr julianday last_insert_rowid length likelihood likely ln log log10 log2 max min mod nullif octet_length pi pow power random round sign sqrt sum total total_changes trunc unicode unixepoch unlikely'.split(
    ' ',
  ),
);

/** Every function sql.js has (pragma_function_list of sql.js 1.17), by name. */
const FUNCTIONS = new Set(
  'acos acosh asin asinh atan atan2 atanh atn2 char charindex concat concat_ws cos cosh cot coth cume_dist current_date current_time current_timestamp date datetime degrees dense_rank difference first_value format fts3_tokenizer glob group_concat hex json json_array json_array_insert json_array_length json_error_position json_extract json_group_array json_group_object json_insert json_object json_patch json_pretty json_quote json_remove json_replace json_set json_type json_valid jsonb jsonb_array jsonb_array_insert jsonb_extract jsonb_group_array jsonb_group_object jsonb_insert jsonb_object jsonb_patch jsonb_remove jsonb_replace jsonb_set lag last_value lead leftstr like lower lower_quartile ltrim match matchinfo median mode nth_value ntile offsets optimize padc padl padr percent_rank printf proper quote radians randomblob rank replace replicate reverse rightstr row_number rtrim sin sinh snippet sqlite_compileoption_get sqlite_compileoption_used sqlite_log sqlite_source_id sqlite_version square stdev strfilter strftime string_agg substr substring subtype tan tanh time timediff trim typeof unhex unistr unistr_quote upper upper_quartile variance zeroblob'.split(
    ' ',
  ),
);

/** Operators that test two values for (in)equality: all a name may meet. */
const EQUALITY = new Set(['=', '==', '<>', '!=', 'IS']);
/** What may stand just before the left operand of an equality (or a SET target). */
const BEFORE = new Set(['WHERE', 'AND', 'OR', 'NOT', '(', ',', 'SET', 'ON', 'WHEN', ';', '']);
/** What may stand just after the right operand of an equality. */
const AFTER = new Set([
  'AND',
  'OR',
  ')',
  ',',
  ';',
  '',
  'WHERE',
  'FROM',
  'RETURNING',
  'THEN',
  'ELSE',
  'END',
  'WHEN',
  'LIMIT',
  'ORDER',
  'GROUP',
  'ON',
]);
/** Words that refuse symmetry wherever they appear: they can turn other values into text. */
const CONVERTING = new Set(['CAST', '||', '->', '->>']);

/** One SQL text the explorer may run, and the action it belongs to (null: the schema). */
interface Source {
  action: string | null;
  lex: Lex[];
}

/** What refused symmetry, before the workers it kept apart are added. */
type Found = Omit<SymmetryBlock, 'workers'>;

/** The interchangeable groups of workers (indices into `actors`), or why one was refused. */
export interface SymmetryPlan {
  groups: number[][];
  blocked: SymmetryBlock | null;
}

/**
 * Groups the model's workers that are interchangeable: same program, same clock skew, and SQL
 * (the schema and every action any actor of the model runs) that treats their names as opaque —
 * see `refusal`. Groups of one are left out.
 */
export function symmetryPlan(
  scenario: Scenario,
  model: ExploreModel,
  actors: ExploreActor[],
): SymmetryPlan {
  const byShape = new Map<string, number[]>();
  actors.forEach((a, k) => {
    if (!a.worker) return;
    // The program with what each entry binds: workers whose entries bind different values differ.
    const entries = a.program.map((action, pc) => {
      const b = a.bindings?.[pc];
      return [action, b?.key ?? null, b?.payload ?? null];
    });
    const shape = JSON.stringify([entries, own(scenario.clockSkew, a.name) ?? 0]);
    byShape.set(shape, [...(byShape.get(shape) ?? []), k]);
  });
  const groups = [...byShape.values()].filter((g) => g.length > 1);
  if (groups.length === 0) return { groups: [], blocked: null };
  const names = groups.flat().map((k) => actors[k]?.name ?? '');
  const actions = new Set([...actors.flatMap((a) => a.program), ...model.user, ...model.scheduler]);
  const sources: Source[] = [
    { action: null, lex: lexSql(scenario.schema ?? STANDARD_SCHEMA) },
    ...[...actions].map((action) => ({ action, lex: lexSql(sqlFor(scenario.sql, action) ?? '') })),
  ];
  const found = nameShape(names) ?? boundName(actors, names) ?? refusal(sources, names);
  if (found === null) return { groups, blocked: null };
  const workers = groups.map((g) => g.map((k) => actors[k]?.name ?? ''));
  return { groups: [], blocked: { ...found, workers } };
}

/** Names that renaming could confuse: number-like (text '1' equals the number 1), `@`, case. */
function nameShape(names: string[]): Found | null {
  const seen = new Set<string>();
  for (const n of names) {
    const folded = n.toLowerCase();
    const odd = n.trim() !== n || n === '' || Number.isFinite(Number(n)) || n.includes('@');
    if (odd || seen.has(folded)) {
      return { kind: 'name-shape', action: null, token: n };
    }
    seen.add(folded);
  }
  return null;
}

/**
 * The first value a program entry binds (any actor's) that could be taken for a worker's name, or
 * null. A bound key or payload is a literal, the same for every member of a group: it is never
 * renamed, so one that is a member's name (or a payload of one, `name@…`) would be renamed in the
 * database and not in the program, and must refuse symmetry as the same literal in SQL does.
 */
function boundName(actors: ExploreActor[], names: string[]): Found | null {
  const folded = names.map((n) => n.toLowerCase());
  for (const a of actors) {
    for (const [pc, b] of (a.bindings ?? []).entries()) {
      for (const v of [b?.key, b?.payload]) {
        if (typeof v !== 'string') continue;
        const text = v.toLowerCase();
        if (folded.some((n) => text === n || text.startsWith(`${n}@`))) {
          return { kind: 'name-in-program', action: a.program[pc] ?? null, token: v };
        }
      }
    }
  }
  return null;
}

/**
 * The first thing in the SQL that could tell two workers apart, or null. Names of workers reach
 * the database only through `:worker` and `:payload`; a column that ever takes one of them (or
 * another such column) "holds a name". Every use of a parameter or column that holds a name must
 * be an equality test or a plain store/return; nothing may be a worker's name literally; and no
 * function or operator that builds text from other values may appear at all.
 */
function refusal(sources: Source[], names: string[]): Found | null {
  const held = new Set<string>();
  const folded = names.map((n) => n.toLowerCase());
  // The columns that hold names, to a fixpoint: each pass may find a column another pass uses.
  for (let size = -1; size !== held.size;) {
    size = held.size;
    for (const s of sources) for (let k = 0; k < s.lex.length; k++) use(s, k, held);
  }
  for (const s of sources) {
    for (let k = 0; k < s.lex.length; k++) {
      const x = s.lex[k] as Lex;
      const block = (kind: SymmetryBlock['kind']): Found => ({
        kind,
        action: s.action,
        token: x.text,
      });
      const text = (x.kind === 'string' ? x.value : (x.name ?? '')).toLowerCase();
      const literal = x.kind === 'string' || x.name !== null;
      if (literal && folded.some((n) => text === n || text.startsWith(`${n}@`))) {
        return block('name-in-sql');
      }
      if (x.kind === 'blob' || CONVERTING.has(x.upper)) return block('function');
      if (isCall(s.lex, k) && !SAFE_FUNCTIONS.has(x.upper.toLowerCase())) return block('function');
      // A claim's rows give its token: `RETURNING *` could hand a worker a name as its token.
      if (s.action === 'claim' && x.upper === '*' && RESULT_LEADS.has(up(s.lex[k - 1]))) {
        return block('name-used');
      }
      if (!use(s, k, held)) return block('name-used');
    }
  }
  return null;
}

const up = (x: Lex | undefined) => x?.upper ?? '';

const holdsName = (x: Lex, held: Set<string>) =>
  x.kind === 'param'
    ? NAME_PARAMS.has(x.text.slice(1).toLowerCase())
    : x.name !== null && held.has(x.name.toLowerCase());

/** A built-in function's name followed by `(`. */
function isCall(lex: Lex[], k: number): boolean {
  const name = lex[k]?.kind === 'word' ? up(lex[k]).toLowerCase() : '';
  return lex[k + 1]?.text === '(' && (FUNCTIONS.has(name) || SAFE_FUNCTIONS.has(name));
}

/** What may stand just before a result column. */
const RESULT_LEADS = new Set(['SELECT', 'DISTINCT', 'RETURNING', ',']);
/**
 * What may stand just after a result column. `WHERE` ends the last one of a SELECT with no FROM
 * (`INSERT … SELECT :key, :worker WHERE EXISTS (…)`); the clause check below still decides that
 * the item is a result column.
 */
const RESULT_ENDS = new Set([',', 'FROM', 'WHERE', ';', '', 'AS']);

/**
 * Checks the use of the item at `k` when it holds a name (a `:worker`, or a column that holds
 * names) and marks the columns the name flows into. Returns false when the use is not one
 * symmetry allows; items that hold no name pass.
 */
function use(s: Source, k: number, held: Set<string>): boolean {
  const lex = s.lex;
  const x = lex[k] as Lex;
  if (!holdsName(x, held)) return true;
  const prev = up(lex[k - 1]);
  const next = up(lex[k + 1]);
  // Marking more columns than needed only refuses more: equality sides are marked too.
  const mark = (y: Lex | undefined) => {
    if (y?.name != null && !(y.kind === 'word' && VALUE_WORDS.has(y.upper))) {
      held.add(y.name.toLowerCase());
    }
  };
  // x = other, x IS [NOT] other, x IN (…)
  if ((EQUALITY.has(next) || next === 'IN') && BEFORE.has(prev)) {
    if (next !== 'IN') mark(lex[next === 'IS' && up(lex[k + 2]) === 'NOT' ? k + 3 : k + 2]);
    return true;
  }
  // other = x, other IS [NOT] x (SET col = x stores it: col now holds names)
  const isNot = prev === 'NOT' && up(lex[k - 2]) === 'IS';
  if (EQUALITY.has(prev) || isNot) {
    mark(lex[isNot ? k - 3 : k - 2]);
    return AFTER.has(next);
  }
  const open = enclosingOpen(lex, k);
  if ((prev === '(' || prev === ',') && open >= 0) {
    const before = up(lex[open - 1]);
    const item = next === ',' || next === ')';
    // x IN (…, x, …)
    if (item && before === 'IN') return true;
    // INSERT … (cols) VALUES (…, x, …): the column at x's place now holds names.
    if (item && valuesTuple(lex, open)) {
      const column = insertColumns(lex, open)?.[listPosition(lex, open, k)];
      if (column === undefined) return false;
      held.add(column.toLowerCase());
      return true;
    }
    // INSERT INTO t (…, x, …)
    if (item && up(lex[open - 2]) === 'INTO') return true;
    // CREATE TABLE t (…, x TEXT …, …)
    if (createTableColumns(lex, open)) return plainColumn(lex, k);
    return false;
  }
  // A result column of a top-level SELECT or RETURNING (never a claim's: its rows give the token).
  if (open < 0 && RESULT_LEADS.has(prev) && RESULT_ENDS.has(next) && s.action !== 'claim') {
    if (next === 'AS') mark(lex[k + 2]);
    const clause = clauseOf(lex, k);
    if (clause === 'RETURNING') return true;
    if (clause !== 'SELECT') return false;
    const lead = statementStart(lex, k);
    if (lead === 'SELECT') return true;
    // INSERT INTO t (cols) SELECT …, x, …: the column at x's place now holds names.
    const select = clauseStart(lex, k);
    const column =
      lead === 'INSERT' ? insertColumns(lex, select)?.[listPosition(lex, select, k)] : undefined;
    if (column === undefined) return false;
    held.add(column.toLowerCase());
    return true;
  }
  return false;
}

/** Words that are values, not columns: never marked as holding names. */
const VALUE_WORDS = new Set([
  'NULL',
  'TRUE',
  'FALSE',
  'CURRENT_TIME',
  'CURRENT_DATE',
  'CURRENT_TIMESTAMP',
]);

/** Index of the SELECT whose result column is at `k` (clauseOf said SELECT). */
function clauseStart(lex: Lex[], k: number): number {
  let depth = 0;
  for (let i = k - 1; i >= 0; i--) {
    const x = lex[i] as Lex;
    if (x.text === ')') depth++;
    else if (x.text === '(') depth--;
    else if (depth === 0 && x.upper === 'SELECT') return i;
  }
  return -1;
}

/** Index of the `(` around position `k` within its statement, or -1 at the top level. */
function enclosingOpen(lex: Lex[], k: number): number {
  let depth = 0;
  for (let i = k - 1; i >= 0; i--) {
    const t = lex[i]?.text;
    if (t === ';') return -1;
    if (t === ')') depth++;
    else if (t === '(' && depth-- === 0) return i;
  }
  return -1;
}

/** Index of the `(` that matches the `)` at `close`, or -1. */
function matchingOpen(lex: Lex[], close: number): number {
  let depth = 0;
  for (let i = close; i >= 0; i--) {
    const t = lex[i]?.text;
    if (t === ')') depth++;
    else if (t === '(' && --depth === 0) return i;
  }
  return -1;
}

/** True when the `(` at `open` starts a tuple of VALUES (the first one, or one after a comma). */
function valuesTuple(lex: Lex[], open: number): boolean {
  const before = up(lex[open - 1]);
  if (before === 'VALUES') return true;
  if (before !== ',' || lex[open - 2]?.text !== ')') return false;
  const prior = matchingOpen(lex, open - 2);
  return prior >= 0 && valuesTuple(lex, prior);
}

/** The position of the item at `k` in the list the `(` at `open` starts. */
function listPosition(lex: Lex[], open: number, k: number): number {
  let depth = 0;
  let pos = 0;
  for (let i = open + 1; i < k; i++) {
    const t = lex[i]?.text;
    if (t === '(') depth++;
    else if (t === ')') depth--;
    else if (t === ',' && depth === 0) pos++;
  }
  return pos;
}

/**
 * The column list of the INSERT whose VALUES tuple opens at `open` (or whose SELECT is there),
 * or null without one.
 */
function insertColumns(lex: Lex[], open: number): string[] | null {
  let into = -1;
  for (let i = open - 1; i >= 0 && lex[i]?.text !== ';'; i--) {
    if (up(lex[i]) === 'INTO') into = i;
  }
  if (into < 0 || lex[into + 2]?.text !== '(') return null;
  const cols: string[] = [];
  for (let c = into + 3; c < lex.length && lex[c]?.text !== ')'; c++) {
    const name = lex[c]?.name;
    if (name != null) cols.push(name);
  }
  return cols;
}

/** True when the `(` at `open` starts CREATE TABLE's column list. */
function createTableColumns(lex: Lex[], open: number): boolean {
  const lead = up(lex[open - 2]);
  return statementStart(lex, open) === 'CREATE' && (lead === 'TABLE' || lead === 'EXISTS');
}

/**
 * A column definition whose name holds names: allowed unless it makes the column a key (an index
 * orders names), refers to another table, or computes it.
 */
function plainColumn(lex: Lex[], k: number): boolean {
  let depth = 0;
  for (let i = k + 1; i < lex.length; i++) {
    const t = up(lex[i]);
    if (t === '(') depth++;
    else if (t === ')' && depth-- === 0) return true;
    else if (t === ',' && depth === 0) return true;
    else if (['PRIMARY', 'UNIQUE', 'REFERENCES', 'AS', 'GENERATED'].includes(t)) return false;
  }
  return true;
}

/** The clause keyword a top-level item at `k` is in (SELECT, RETURNING, WHERE, BY, …). */
function clauseOf(lex: Lex[], k: number): string {
  let depth = 0;
  for (let i = k - 1; i >= 0; i--) {
    const x = lex[i] as Lex;
    if (x.text === ';') return '';
    if (x.text === ')') depth++;
    else if (x.text === '(') depth--;
    else if (depth === 0 && x.kind === 'word' && CLAUSES.has(x.upper)) return x.upper;
  }
  return '';
}

const CLAUSES = new Set(
  'SELECT RETURNING FROM WHERE BY SET VALUES ON HAVING LIMIT OFFSET USING INTO UPDATE DELETE INSERT WHEN THEN ELSE CASE AND OR JOIN WINDOW'.split(
    ' ',
  ),
);

/** The first word of the statement position `k` is in. */
function statementStart(lex: Lex[], k: number): string {
  let i = k;
  while (i > 0 && lex[i - 1]?.text !== ';') i--;
  return up(lex[i]);
}
