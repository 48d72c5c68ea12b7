// Edits of a scenario's YAML text that keep the author's comments and layout: the SQL tabs of the
// editor write into the `sql:` map of the very text the YAML tab shows.
import { isMap, isScalar, parseDocument, Scalar } from 'yaml';
import { REFERENCE_SQL, isSqlAction } from '../../engine/referenceSql';
import { spliceScalars } from './scalarSplice';
import { spliceActionSql } from './sqlSplice';

/**
 * Why an SQL tab could not write into the scenario text: its YAML is broken, or not a mapping, or
 * the action's SQL carries an anchor that aliases elsewhere may use (a rewrite would drop it).
 */
export type TextEditProblem = 'yaml-broken' | 'not-a-mapping' | 'anchored';

export type TextEdit =
  { ok: true; text: string } | { ok: false; problem: TextEditProblem; message: string };

/** How many texts' `sql:` maps are kept: the text being edited, the example as shipped, and two more. */
const MAPS_KEPT = 4;
/** The last texts read, oldest first (a Map keeps insertion order). */
const mapsRead = new Map<string, Readonly<Record<string, string>> | null>();

/**
 * The `sql:` map of a scenario text as it stands, without validating the rest: what the SQL tabs
 * show while the learner types. Null when the text is not valid YAML (or not a mapping); entries
 * that are not strings are left out. The editor asks for the same text several times per keystroke
 * and again on every run (its tabs, which of them are edited, whether they are locked), so the
 * last few texts' maps are kept, frozen, and each text is parsed once.
 */
export function sqlMapOfText(text: string): Readonly<Record<string, string>> | null {
  if (mapsRead.has(text)) return keepMap(text, mapsRead.get(text) ?? null);
  return keepMap(text, sqlMapOf(parseDocument(text)));
}

/** Keeps a text's map as the latest asked for, and returns it. */
function keepMap(
  text: string,
  map: Readonly<Record<string, string>> | null,
): Readonly<Record<string, string>> | null {
  mapsRead.delete(text);
  mapsRead.set(text, map);
  if (mapsRead.size > MAPS_KEPT) mapsRead.delete(mapsRead.keys().next().value as string);
  return map;
}

function sqlMapOf(doc: ReturnType<typeof parseDocument>): Readonly<Record<string, string>> | null {
  if (doc.errors.length > 0 || !isMap(doc.contents)) return null;
  let raw: unknown;
  try {
    raw = (doc.toJS() as { sql?: unknown }).sql;
  } catch {
    // An alias whose anchor an edit took away: the text no longer reads.
    return null;
  }
  const out: Record<string, string> = {};
  if (raw && typeof raw === 'object') {
    for (const [name, sql] of Object.entries(raw)) if (typeof sql === 'string') out[name] = sql;
  }
  return Object.freeze(out);
}

/**
 * Writes one action's SQL into the scenario text as a block literal under `sql:`, leaving the rest
 * of the text as it was (sqlSplice.ts). Writing the reference SQL of a built-in action removes the
 * entry instead, so the file stays minimal.
 */
export function setActionSql(text: string, action: string, sql: string): TextEdit {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) {
    return {
      ok: false,
      problem: 'yaml-broken',
      message: 'Fix the YAML first: the SQL tabs edit the scenario text.',
    };
  }
  if (!isMap(doc.contents))
    return { ok: false, problem: 'not-a-mapping', message: 'The scenario is not a YAML mapping.' };
  const current = doc.getIn(['sql', action], true);
  if (isScalar(current) && current.anchor)
    return {
      ok: false,
      problem: 'anchored',
      message: 'This SQL carries a YAML anchor: edit it in the YAML tab.',
    };
  const isReference = isSqlAction(action) && sql.trim() === REFERENCE_SQL[action];
  let value: Scalar | null = null;
  if (!isReference) {
    value = new Scalar(sql.endsWith('\n') ? sql : `${sql}\n`);
    // A block literal, as people write SQL in YAML; quoted where one would not read back as
    // written (a line of blanks alone before the text lost its blanks, or broke the YAML).
    value.type = readsBackAsWritten(value.value as string)
      ? Scalar.BLOCK_LITERAL
      : Scalar.QUOTE_DOUBLE;
  }
  // Written where the entry stands, the rest of the text as it was; the whole document written
  // out again only where the text is laid out in a way the splice does not handle.
  const spliced = spliceActionSql(text, doc, action, value);
  if (value === null) {
    if (doc.hasIn(['sql', action])) doc.deleteIn(['sql', action]);
    const map = doc.get('sql');
    if (isMap(map) && map.items.length === 0) doc.delete('sql');
  } else {
    if (!doc.has('sql') || !isMap(doc.get('sql'))) {
      doc.set('sql', doc.createNode({}));
      moveBefore(doc, 'sql', 'steps');
    }
    doc.setIn(['sql', action], value);
  }
  const written = spliced ?? doc.toString({ lineWidth: 0 });
  // The editor reads the new text's map at once (its tabs, which are edited): the document just
  // written holds it, so the text need not be parsed again on every keystroke in an SQL tab. Only
  // where that map is surely the one parsing the text gives: the SQL just written reads back (it
  // is quoted where a block literal would not), and the check guards the entries it did not write.
  const map = sqlMapOf(doc);
  if (map !== null && Object.values(map).every(readsBackAsWritten)) keepMap(written, map);
  return { ok: true, text: written };
}

/** Characters a block literal may not carry as they are: controls, line breaks of other kinds. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSURE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\ud800-\udfff\ufeff]/;

/**
 * Whether a string surely reads back from the block literal it is written as: no line of blanks
 * alone before its first line of text (the YAML library drops those blanks, or writes YAML that
 * does not parse), no unusual characters. scenarioText.test.ts holds that for any string this
 * accepts.
 */
function readsBackAsWritten(value: string): boolean {
  if (UNSURE.test(value)) return false;
  const lines = value.split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  return lines.slice(0, first < 0 ? lines.length : first).every((line) => line === '');
}

/** Keeps a newly added top-level key before another one (so `sql:` sits above `steps:`). */
function moveBefore(doc: ReturnType<typeof parseDocument>, key: string, before: string): void {
  if (!isMap(doc.contents)) return;
  const items = doc.contents.items;
  const keyOf = (k: unknown) => (k instanceof Scalar ? k.value : k);
  const from = items.findIndex((p) => keyOf(p.key) === key);
  const to = items.findIndex((p) => keyOf(p.key) === before);
  if (from < 0 || to < 0 || from < to) return;
  const [pair] = items.splice(from, 1);
  if (pair) items.splice(to, 0, pair);
}

/**
 * The scenario text with its title and step notes in another language (a translation's words,
 * see translation.ts): what the playground's editor shows and runs for a translated example.
 * Everything else, comments and layout included, stays as written.
 */
export function setScenarioWords(
  text: string,
  words: { title: string; notes?: Record<string, string> },
): string {
  const doc = parseDocument(text);
  if (doc.errors.length > 0 || !isMap(doc.contents)) return text;
  const edits: { node: Scalar; value: string }[] = [];
  const set = (path: (string | number)[], value: string) => {
    const node = doc.getIn(path, true);
    if (isScalar(node) && node.range) edits.push({ node, value });
    doc.setIn(path, value);
  };
  set(['title'], words.title);
  for (const [i, note] of Object.entries(words.notes ?? {}))
    if (doc.hasIn(['steps', Number(i), 'note'])) set(['steps', Number(i), 'note'], note);
  // Written in place, so that the steps keep their lines as the English file wraps them; the
  // whole document written out again where that does not read back as the document now means.
  const spliced = spliceScalars(text, edits);
  const back = parseDocument(spliced);
  if (back.errors.length === 0 && JSON.stringify(back.toJS()) === JSON.stringify(doc.toJS()))
    return spliced;
  return doc.toString({ lineWidth: 0 });
}
