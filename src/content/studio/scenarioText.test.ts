import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { parseScenarioYaml } from '../../engine/parseScenario';
import { REFERENCE_SQL } from '../../engine/referenceSql';
import { setActionSql, sqlMapOfText } from './scenarioText';
import { actionSqlOf, sqlActionsOf } from './scenarioSql';

const TEXT = `# the seed demo
title: Seed
ttl: 5
steps:
  - { at: 0, worker: A, do: claim } # A first
  - { at: 7, worker: A, do: commit }
`;

const edited = (text: string, action: string, sql: string) => {
  const r = setActionSql(text, action, sql);
  if (!r.ok) throw new Error(r.message);
  return r.text;
};
const scenario = (text: string) => {
  const r = parseScenarioYaml(text);
  if (!r.ok) throw new Error('invalid');
  return r.scenario;
};

describe('editing the SQL of one action inside the scenario text', () => {
  it('adds a sql: block above the steps and keeps the comments', () => {
    const text = edited(TEXT, 'commit', "UPDATE jobs SET state='done'\nWHERE id=:job");
    expect(text).toContain('# the seed demo');
    expect(text).toContain('# A first');
    expect(text.indexOf('sql:')).toBeLessThan(text.indexOf('steps:'));
    expect(scenario(text).sql).toEqual({ commit: "UPDATE jobs SET state='done'\nWHERE id=:job\n" });
  });

  it('replaces an existing entry and removes it again when the reference SQL comes back', () => {
    const once = edited(TEXT, 'commit', 'UPDATE jobs SET state = 1');
    const twice = edited(once, 'commit', 'UPDATE jobs SET state = 2');
    expect(scenario(twice).sql.commit).toBe('UPDATE jobs SET state = 2\n');
    const back = edited(twice, 'commit', REFERENCE_SQL.commit);
    expect(scenario(back).sql).toEqual({});
    expect(back).not.toContain('sql:');
  });

  it('refuses to edit text that is not valid YAML', () => {
    expect(setActionSql('title: [', 'commit', 'x')).toEqual({
      ok: false,
      problem: 'yaml-broken',
      message: 'Fix the YAML first: the SQL tabs edit the scenario text.',
    });
  });
});

describe('the actions a scenario runs', () => {
  it('lists actions in first use, then the rest of sql:, and knows their SQL', () => {
    const s = scenario(edited(TEXT, 'audit', 'SELECT 1'));
    expect(sqlActionsOf(s)).toEqual(['claim', 'commit', 'audit']);
    expect(actionSqlOf(s, 'claim')).toBe(REFERENCE_SQL.claim);
    expect(actionSqlOf(s, 'audit')).toBe('SELECT 1\n');
  });
});

describe('the sql: map of a text being typed', () => {
  it('reads the entries as written, without validating the rest', () => {
    const text = edited(TEXT, 'commit', 'UPDATE jobs SET state = 1').replace('ttl: 5', 'ttl: 0');
    expect(sqlMapOfText(text)).toEqual({ commit: 'UPDATE jobs SET state = 1\n' });
    expect(sqlMapOfText(TEXT)).toEqual({});
  });

  it('is null while the text is not valid YAML', () => {
    expect(sqlMapOfText('title: [')).toBeNull();
    // An alias without its anchor parses, but does not read.
    expect(sqlMapOfText('sql:\n  renew: *a\n')).toBeNull();
  });
});

/** A text's `sql:` map read afresh with the YAML library alone: what parsing the text gives. */
function parsedMap(text: string): Record<string, string> | null {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return null;
  const sql: unknown = (doc.toJS() as { sql?: unknown }).sql;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(sql ?? {})) if (typeof v === 'string') out[k] = v;
  return out;
}

describe('the sql: map of a text just written', () => {
  // setActionSql keeps the map of the document it wrote, so the editor does not parse the new text
  // again on each keystroke in an SQL tab: that map must be the one parsing the text gives.
  const SHIPPED = readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8');
  const SQL_LIKE = fc.stringMatching(/^[ -~\t\n]{0,60}$/);
  // Blank lines, leading spaces and tabs: where a block literal may not read back as written.
  const BLANKS = fc.stringMatching(/^[ \t\nab]{0,16}$/);
  const ANY = fc.string({ unit: 'binary', maxLength: 60 });
  const SQL = fc.oneof(
    SQL_LIKE,
    BLANKS,
    ANY,
    fc.constantFrom(REFERENCE_SQL.commit, ' ', ' \n x', '  x\n\n', '|\n-', '#', '', 'a\r\nb'),
  );
  const ACTION = fc.constantFrom('commit', 'claim', 'renew', 'audit');

  it('is what parsing the written text gives, for any SQL in any action, edit after edit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(TEXT, SHIPPED),
        fc.array(fc.tuple(ACTION, SQL), { minLength: 1, maxLength: 3 }),
        (start, edits) => {
          let text = start;
          for (const [action, sql] of edits) {
            const r = setActionSql(text, action, sql);
            expect(r.ok).toBe(true);
            if (!r.ok) return;
            text = r.text;
            expect(sqlMapOfText(text)).toEqual(parsedMap(text));
            // The text parses, and holds the SQL exactly as typed (with its last line ended).
            const reference =
              Object.hasOwn(REFERENCE_SQL, action) &&
              sql.trim() === REFERENCE_SQL[action as keyof typeof REFERENCE_SQL];
            if (!reference)
              expect(parsedMap(text)?.[action]).toBe(sql.endsWith('\n') ? sql : `${sql}\n`);
          }
        },
      ),
      { numRuns: 600 },
    );
  });

  it('writes SQL with a blank line of spaces before its text so that it reads back as typed', () => {
    for (const sql of [' ', ' \n\t', ' \n x', '\t\nSELECT 1']) {
      const text = edited(TEXT, 'commit', sql);
      expect(parsedMap(text)).toEqual({ commit: `${sql}\n` });
      expect(sqlMapOfText(text)).toEqual({ commit: `${sql}\n` });
    }
    // SQL as people write it stays a block literal.
    expect(edited(TEXT, 'commit', 'SELECT 1\nFROM jobs')).toContain('commit: |');
    // Also while a new line's indent is all there is of it (Enter after an indented line).
    expect(edited(TEXT, 'commit', 'SELECT 1\n  WHERE x\n  ')).toContain('commit: |');
  });

  it('follows each keystroke of a statement typed into an action', () => {
    let text = SHIPPED;
    const typed = "UPDATE jobs SET state='done' WHERE id=:job AND fence=:token";
    for (let n = 1; n <= typed.length; n++) {
      text = edited(text, 'commit', typed.slice(0, n));
      expect(sqlMapOfText(text)).toEqual(parsedMap(text));
    }
  });
});
