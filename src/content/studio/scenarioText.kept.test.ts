// The editor asks for the `sql:` map of the same text several times per keystroke and on every
// run: each text is parsed once while it is among the last few asked for, and a text the SQL tabs
// have just written not at all.
import { describe, expect, it, vi } from 'vitest';
import { setActionSql, sqlMapOfText } from './scenarioText';

const parsed = vi.hoisted(() => ({ count: 0 }));
vi.mock('yaml', async (importOriginal) => {
  const yaml = await importOriginal<typeof import('yaml')>();
  return {
    ...yaml,
    parseDocument: (...args: Parameters<typeof yaml.parseDocument>) => {
      parsed.count += 1;
      return yaml.parseDocument(...args);
    },
  };
});

const textOf = (sql: string) => `title: T\nttl: 5\nsql:\n  commit: ${sql}\nsteps: []\n`;

describe('the sql: maps kept', () => {
  it('parses the edited text and the shipped one once however often both are asked for', () => {
    const now = textOf('UPDATE jobs SET state = 1');
    const shipped = textOf('UPDATE jobs SET state = 2');
    parsed.count = 0;
    for (let i = 0; i < 3; i++) {
      expect(sqlMapOfText(now)).toEqual({ commit: 'UPDATE jobs SET state = 1' });
      expect(sqlMapOfText(shipped)).toEqual({ commit: 'UPDATE jobs SET state = 2' });
    }
    expect(sqlMapOfText('title: [')).toBeNull();
    expect(sqlMapOfText('title: [')).toBeNull();
    expect(parsed.count).toBe(3);
  });

  it('keeps a few texts only, the least recently asked for going first', () => {
    const first = textOf('SELECT 0');
    sqlMapOfText(first);
    for (let i = 1; i <= 3; i++) sqlMapOfText(textOf(`SELECT ${i}`));
    parsed.count = 0;
    sqlMapOfText(first); // still kept, and now the latest asked for
    sqlMapOfText(textOf('SELECT 4')); // pushes out SELECT 1
    sqlMapOfText(first);
    expect(parsed.count).toBe(1);
    sqlMapOfText(textOf('SELECT 1'));
    expect(parsed.count).toBe(2);
  });

  it('does not parse again a text setActionSql has just written (a keystroke in an SQL tab)', () => {
    const r = setActionSql(textOf('SELECT 1'), 'commit', 'SELECT 2');
    if (!r.ok) throw new Error(r.message);
    parsed.count = 0;
    expect(sqlMapOfText(r.text)).toEqual({ commit: 'SELECT 2\n' });
    expect(parsed.count).toBe(0);
  });

  it('hands out maps no caller can change for the next', () => {
    const map = sqlMapOfText(textOf('SELECT 1')) as Record<string, string>;
    expect(() => {
      map.commit = 'DELETE FROM jobs';
    }).toThrow(TypeError);
    expect(sqlMapOfText(textOf('SELECT 1'))).toEqual({ commit: 'SELECT 1' });
  });
});
