// A plain text box bound to an SQL tab keeps a blank typed at the end, which the scenario's text
// does not keep (its last line break is the YAML's; the reference SQL plus a blank is stored as
// the reference), and shows any other change as stored.
import { describe, expect, it } from 'vitest';
import { changedSpan, sameSql, shownSql } from './typedValue';

const REF = "UPDATE jobs SET state='done' WHERE id=:job";

describe('what a plain SQL box shows', () => {
  it('keeps a space or an Enter typed after the SQL, which the store took back', () => {
    expect(shownSql(REF, 'commit', { tab: 'commit', value: `${REF} ` })).toBe(`${REF} `);
    expect(shownSql(REF, 'commit', { tab: 'commit', value: `${REF}\n` })).toBe(`${REF}\n`);
    expect(shownSql(REF, 'commit', { tab: 'commit', value: `${REF}\n  ` })).toBe(`${REF}\n  `);
  });

  it('shows the stored SQL when it changed otherwise: a reset, a run, another tab', () => {
    expect(shownSql('SELECT 1', 'commit', { tab: 'commit', value: `${REF} ` })).toBe('SELECT 1');
    expect(shownSql(REF, 'claim', { tab: 'commit', value: `${REF} ` })).toBe(REF);
    expect(shownSql(REF, 'commit', null)).toBe(REF);
    // A blank typed at the start is no trailing blank: the store keeps it, so it shows as stored.
    expect(shownSql(REF, 'commit', { tab: 'commit', value: ` ${REF}` })).toBe(REF);
  });

  it('counts SQL differing only in trailing blanks as the same', () => {
    expect(sameSql('a \n', 'a')).toBe(true);
    expect(sameSql(' a', 'a')).toBe(false);
    expect(sameSql(null, 'a')).toBe(false);
  });
});

describe('the span where two texts differ', () => {
  const apply = (was: string, now: string) => {
    const { from, to, text } = changedSpan(was, now);
    return was.slice(0, from) + text + was.slice(to);
  };

  it('leaves out the start and end the two share', () => {
    expect(changedSpan('SELECT 1 FROM t', 'SELECT 12 FROM t')).toEqual({
      from: 8,
      to: 8,
      text: '2',
    });
    expect(changedSpan('abc', 'abc')).toEqual({ from: 3, to: 3, text: '' });
    expect(changedSpan('a\nb', 'a\n')).toEqual({ from: 2, to: 3, text: '' });
  });

  it('makes the new text out of the old, however the two overlap', () => {
    const texts = ['', 'a', 'aa', 'aaa', 'ab', 'ba', 'abab', 'x\ny', 'x\n\ny', '栅栏', '栅x栏'];
    for (const was of texts) for (const now of texts) expect(apply(was, now)).toBe(now);
  });
});
