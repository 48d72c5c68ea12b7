// SQL split into lexemes for the symmetry check: literals kept (their text matters), comments
// dropped, qualified names (`t.owner`, `NEW.owner`) merged into one. Pure string work.

export interface Lex {
  kind: 'word' | 'quoted' | 'string' | 'blob' | 'param' | 'number' | 'op';
  /** As written (a qualified name in full). */
  text: string;
  /** A bare word upper-cased, for keywords; an operator as is; '' for anything else. */
  upper: string;
  /** The column or table a word or quoted name stands for (its last part), else null. */
  name: string | null;
  /** A string literal's content ('' otherwise). */
  value: string;
}

const LEX =
  /('(?:[^']|'')*')|([xX]'[^']*')|"((?:[^"]|"")*)"|`([^`]*)`|\[([^\]]*)\]|--[^\n]*|\/\*[\s\S]*?\*\/|([:@$][A-Za-z_][A-Za-z0-9_$]*)|([A-Za-z_][A-Za-z0-9_$]*)|(\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?)|(\|\||->>|->|==|<>|!=|<=|>=|<<|>>|\S)/g;

/** The lexemes of some SQL, whitespace and comments left out. */
export function lexSql(sql: string): Lex[] {
  const raw: Lex[] = [];
  for (const m of sql.matchAll(LEX)) {
    const [text] = m;
    const quoted = m[3]?.replace(/""/g, '"') ?? m[4] ?? m[5];
    const base = { text, upper: '', name: null, value: '' };
    if (m[1] !== undefined)
      raw.push({ ...base, kind: 'string', value: m[1].slice(1, -1).replace(/''/g, "'") });
    else if (m[2] !== undefined) raw.push({ ...base, kind: 'blob' });
    else if (quoted !== undefined) raw.push({ ...base, kind: 'quoted', name: quoted });
    else if (m[6] !== undefined) raw.push({ ...base, kind: 'param' });
    else if (m[7] !== undefined)
      raw.push({ ...base, kind: 'word', upper: text.toUpperCase(), name: text });
    else if (m[8] !== undefined) raw.push({ ...base, kind: 'number' });
    else if (m[9] !== undefined) raw.push({ ...base, kind: 'op', upper: text });
    // comments: dropped
  }
  return mergeQualified(raw);
}

const isName = (x: Lex | undefined) => x?.kind === 'word' || x?.kind === 'quoted';

/** `a . b` (and `a . b . c`, `a . *`) as one lexeme: the name is the last part. */
function mergeQualified(raw: Lex[]): Lex[] {
  const out: Lex[] = [];
  for (let k = 0; k < raw.length; k++) {
    let x = raw[k] as Lex;
    while (
      isName(x) &&
      raw[k + 1]?.text === '.' &&
      (isName(raw[k + 2]) || raw[k + 2]?.text === '*')
    ) {
      const part = raw[k + 2] as Lex;
      x =
        part.text === '*'
          ? { kind: 'op', text: `${x.text}.*`, upper: '*', name: null, value: '' }
          : {
              kind: 'quoted',
              text: `${x.text}.${part.text}`,
              upper: '',
              name: part.name,
              value: '',
            };
      k += 2;
    }
    out.push(x);
  }
  return out;
}
