// An SQL tab writes its action's entry into the scenario text where it stands: the rest of the
// text stays as it was, and the text means what writing the whole document out again meant.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { REFERENCE_SQL } from '../../engine/referenceSql';
import { setActionSql } from './scenarioText';

const SHIPPED = readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8');
/** A shipped file with a `sql:` map of its own: comments, a block literal and plain scalars. */
const WITH_SQL = readFileSync('lessons/scenarios/calls-versus-results.scenario.yaml', 'utf8');
const SMALL = `# the seed demo
title: Seed
ttl: 5
# the steps
steps:
  - { at: 0, worker: A, do: claim } # A first
  - { at: 7, worker: A, do: commit }
`;
const COMMIT = REFERENCE_SQL.commit;

const edited = (text: string, action: string, sql: string) => {
  const r = setActionSql(text, action, sql);
  if (!r.ok) throw new Error(r.message);
  return r.text;
};
const stepsOf = (text: string) => text.slice(text.indexOf('\nsteps:'));

describe('writing one action’s SQL into the scenario text', () => {
  it('adds sql: above the steps and their comment, and leaves every other line as it was', () => {
    const text = edited(SHIPPED, 'commit', `${COMMIT} AND x`);
    const at = SHIPPED.indexOf('steps:');
    expect(text).toBe(
      `${SHIPPED.slice(0, at)}sql:\n  commit: |\n${`${COMMIT} AND x`.replace(/^/gm, '    ')}\n${SHIPPED.slice(at)}`,
    );
    expect(edited(SMALL, 'commit', 'SELECT 1')).toBe(
      SMALL.replace('# the steps', 'sql:\n  commit: |\n    SELECT 1\n# the steps'),
    );
  });

  it('gives back the text as it was once the SQL is the shipped one again', () => {
    for (const start of [SHIPPED, SMALL]) {
      let text = start;
      for (const n of [1, 5, 12]) text = edited(text, 'commit', `${COMMIT} AND x`.slice(0, -n));
      expect(edited(text, 'commit', COMMIT)).toBe(start);
    }
    const claim = parseDocument(WITH_SQL).toJS().sql.call_model as string;
    const text = edited(WITH_SQL, 'call_model', 'SELECT 2');
    expect(text).not.toBe(WITH_SQL);
    expect(edited(text, 'call_model', claim)).toBe(WITH_SQL);
  });

  it('replaces an entry in place, keeping the comments and entries around it', () => {
    const text = edited(WITH_SQL, 'two_calls', 'SELECT 3');
    expect(text).toBe(WITH_SQL.replace(/^ {2}two_calls: .*\n/m, '  two_calls: |\n    SELECT 3\n'));
    // A removed entry takes the comment lines about it along; the others stay as they were.
    const noted = WITH_SQL.replace(
      '  one_result:',
      '  # the finish\n  commit: SELECT 5\n  one_result:',
    );
    expect(edited(noted, 'commit', COMMIT)).toBe(WITH_SQL);
    // A new entry goes after the last one.
    expect(edited(WITH_SQL, 'commit', 'SELECT 4')).toBe(
      WITH_SQL.replace(/^( {2}one_result: .*\n)/m, '$1  commit: |\n    SELECT 4\n'),
    );
  });

  it('writes the whole document out where it cannot splice: a flow map, a comment after a value', () => {
    const flow = SMALL.replace('# the steps', 'sql: { commit: SELECT 1 }\n# the steps');
    expect(parseDocument(edited(flow, 'commit', 'SELECT 2')).toJS().sql).toEqual({
      commit: 'SELECT 2\n',
    });
    const noted = SMALL.replace(
      '# the steps',
      'sql:\n  commit: SELECT 1 # the finish\n# the steps',
    );
    const text = edited(noted, 'claim', 'SELECT 3');
    expect(parseDocument(text).toJS().sql).toEqual({ commit: 'SELECT 1', claim: 'SELECT 3\n' });
    expect(text).toContain('# the finish');
  });

  it('answers for a header comment, an anchor, a document end and CRLF lines', () => {
    const steps = 'steps:\n  - { at: 0, worker: A, do: claim }\n';
    // A comment on a block header stays (the whole-document write dropped it).
    const header = `title: t\nsql:\n  commit: | # the finish\n    SELECT 1\n${steps}`;
    expect(edited(header, 'commit', 'X')).toBe(header.replace('SELECT 1', 'X'));
    const quoted = edited(header, 'commit', ' ');
    expect(quoted).toContain('# the finish');
    expect(parseDocument(quoted).toJS().sql).toEqual({ commit: ' \n' });
    // A rewrite would drop the anchor the alias names: refused, with why (it threw before).
    const anchored = `title: t\nsql:\n  commit: &a SELECT 1\n  renew: *a\n${steps}`;
    expect(setActionSql(anchored, 'commit', 'X')).toMatchObject({ ok: false, problem: 'anchored' });
    expect(setActionSql(anchored, 'commit', REFERENCE_SQL.commit).ok).toBe(false);
    expect(parseDocument(edited(anchored, 'claim', 'X')).toJS().sql.renew).toBe('SELECT 1');
    const ended = edited('---\ntitle: t\nttl: 5\n...\n', 'commit', 'X');
    expect(parseDocument(ended).toJS()).toEqual({ title: 't', ttl: 5, sql: { commit: 'X\n' } });
    const crlf = edited(
      `title: t\r\nsql:\r\n  renew: x\r\n${steps}`.replace(/\n/g, '\r\n').replace(/\r\r/g, '\r'),
      'commit',
      'X\nY',
    );
    expect(crlf.replace(/\r\n/g, '')).not.toContain('\n');
    const added = edited(SMALL.replace(/\n/g, '\r\n'), 'commit', 'X');
    expect(added.replace(/\r\n/g, '')).not.toContain('\n');
    expect(parseDocument(crlf).toJS().sql).toEqual({ renew: 'x', commit: 'X\nY\n' });
  });

  it('means what writing the whole document out again means, and leaves the steps be', () => {
    const SQL = fc.oneof(
      fc.stringMatching(/^[ -~\t\n]{0,40}$/),
      fc.stringMatching(/^[ \t\nab#:|>-]{0,12}$/),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.constantFrom(COMMIT, REFERENCE_SQL.claim, '', ' \n x', '|\n-', '# x', 'a\r\nb'),
    );
    const ACTION = fc.constantFrom('commit', 'claim', 'call_model', 'two_calls', 'one_result', 'x');
    fc.assert(
      fc.property(
        fc.constantFrom(SHIPPED, WITH_SQL, SMALL),
        fc.array(fc.tuple(ACTION, SQL), { minLength: 1, maxLength: 4 }),
        (start, edits) => {
          let text = start;
          const want = parseDocument(start).toJS() as { sql?: Record<string, string> };
          for (const [action, sql] of edits) {
            text = edited(text, action, sql);
            const reference =
              Object.hasOwn(REFERENCE_SQL, action) &&
              sql.trim() === REFERENCE_SQL[action as keyof typeof REFERENCE_SQL];
            const map = { ...want.sql };
            if (reference) delete map[action];
            else map[action] = sql.endsWith('\n') ? sql : `${sql}\n`;
            if (Object.keys(map).length > 0) want.sql = map;
            else delete want.sql;
            const doc = parseDocument(text);
            expect(doc.errors).toEqual([]);
            expect(doc.toJS()).toEqual(want);
            expect(stepsOf(text)).toBe(stepsOf(start));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
