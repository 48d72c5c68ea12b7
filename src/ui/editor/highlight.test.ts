import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFERENCE_SQL } from '../../engine/referenceSql';
import { sqlTokens, tokenLines, tokensOf, yamlTokens, type Token } from './highlight';

const joined = (tokens: Token[]) => tokens.map((t) => t.text).join('');
const kindsOf = (tokens: Token[], kind: Token['kind']) =>
  tokens.filter((t) => t.kind === kind).map((t) => t.text.trim());

describe('the SQL tokenizer', () => {
  it('colours keywords in any case, but not names that merely contain one', () => {
    const tokens = sqlTokens('update jobs SET state = 1 WHERE selected_at IS NULL');
    expect(kindsOf(tokens, 'keyword')).toEqual(['update', 'SET', 'WHERE', 'IS', 'NULL']);
    expect(kindsOf(tokens, 'plain')).toContain('selected_at');
  });

  it('keeps strings, comments and parameters whole, whatever they hold', () => {
    const sql =
      "-- finish it\nUPDATE jobs SET result='it''s -- done' /* why */ WHERE id=:job AND n > 2.5";
    const tokens = sqlTokens(sql);
    expect(kindsOf(tokens, 'comment')).toEqual(['-- finish it', '/* why */']);
    expect(kindsOf(tokens, 'string')).toEqual(["'it''s -- done'"]);
    expect(kindsOf(tokens, 'parameter')).toEqual([':job']);
    expect(kindsOf(tokens, 'number')).toEqual(['2.5']);
  });

  it('colours an unclosed string or comment to the end, as the learner types it', () => {
    expect(sqlTokens("SELECT 'abc").at(-1)).toEqual({ kind: 'string', text: "'abc" });
    expect(sqlTokens('SELECT 1 /* open').at(-1)).toEqual({ kind: 'comment', text: '/* open' });
  });

  it('gives back the very text of every reference statement', () => {
    for (const sql of Object.values(REFERENCE_SQL)) expect(joined(sqlTokens(sql))).toBe(sql);
  });
});

describe('the YAML tokenizer', () => {
  it('colours keys, comments, quoted text and literals', () => {
    const tokens = yamlTokens(
      "title: A 'stale' worker # the demo\nttl: 5\nsteps:\n  - { at: 0, worker: A, do: claim }\n",
    );
    expect(kindsOf(tokens, 'key')).toEqual(['title', 'ttl', 'steps', 'at', 'worker', 'do']);
    expect(kindsOf(tokens, 'comment')).toEqual(['# the demo']);
    expect(kindsOf(tokens, 'literal')).toEqual(['5', '0']);
  });

  it('shows the lines of a block scalar as one string each, SQL keywords and all', () => {
    const text =
      'sql:\n  commit: |\n    UPDATE jobs -- not a comment here\n    SET x: 1\nsteps: []\n';
    const tokens = yamlTokens(text);
    expect(kindsOf(tokens, 'string')).toEqual(['UPDATE jobs -- not a comment here', 'SET x: 1']);
    expect(kindsOf(tokens, 'key')).toEqual(['sql', 'commit', 'steps']);
  });

  it('gives back the very text of every example scenario', () => {
    for (const f of readdirSync('lessons/scenarios')) {
      const text = readFileSync(`lessons/scenarios/${f}`, 'utf8');
      expect(joined(yamlTokens(text)), f).toBe(text);
    }
  });
});

describe('tokens', () => {
  it('are the text, in order, for any input in either language', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(joined(tokensOf(text, 'sql'))).toBe(text);
        expect(joined(tokensOf(text, 'yaml'))).toBe(text);
      }),
    );
  });

  it('split into lines at each line break, an empty line included', () => {
    const lines = tokenLines(sqlTokens('SELECT 1;\n\nSELECT 2;'));
    expect(lines.map((l) => l.map((t) => t.text).join(''))).toEqual(['SELECT 1;', '', 'SELECT 2;']);
    expect(tokenLines(sqlTokens('x\n'))).toHaveLength(2);
  });
});
