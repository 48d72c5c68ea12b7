import { describe, expect, it } from 'vitest';
import { refusalOf, splitStatements } from '../pg/pgText';
import { stringify } from 'yaml';
import { run, scenarioOf } from '../testing/engine';
import { ISSUE_CODES, ISSUE_TEMPLATES, issueSentence, type IssueCode } from './issueText';
import { parseScenarioYaml } from './parseScenario';
import { refusedSql } from './refusedSql';
import { BROKEN_SCENARIOS } from './testing/brokenScenarios';
import { parseYaml, formatIssue, type InputIssue } from './yamlSource';

/** A scenario that uses every field (each of the fuzz test's changes breaks it somewhere). */
const VALID = {
  title: 'T',
  ttl: 5,
  job: 'j',
  clockSkew: { A: 1 },
  schema: 'CREATE TABLE t(x)',
  sql: { audit: 'SELECT 1' },
  steps: [
    { at: 0, worker: 'A', do: 'claim', expect: 'granted', payload: 'p', key: 'k', note: 'n' },
    { at: 1, worker: 'A', do: 'pause', until: 3 },
    { at: 4, worker: 'user', do: 'cancel' },
  ],
  explore: {
    programs: { A: ['claim', 'audit'] },
    horizon: 4,
    maxPause: 1,
    user: ['cancel'],
    scheduler: ['recover'],
    maxStates: 100,
  },
  postgres: {
    schema: 'CREATE TABLE t(x int)',
    sql: { audit: 'SELECT 1' },
    differences: [{ step: 0, field: 'outcome', reason: 'r' }],
  },
  appendOnly: ['t'],
};

/** `data` with the value at `path` replaced (removed when `value` is undefined). */
function withValue(data: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value ?? null;
  type Node = Record<string | number, unknown>;
  const parent = path.slice(0, -1).reduce((v, k) => v[k] as Node, data as Node);
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return data;
}

const issuesOf = (yaml: string): InputIssue[] => {
  const r = parseScenarioYaml(yaml, 'bad.scenario.yaml');
  if (r.ok) throw new Error('expected the scenario to be invalid');
  return r.issues;
};

/** The issues the CLI gives for SQL a step may not run (found by running it). SQLite's text of
 * a statement keeps its `;`, so the sentence quotes `"COMMIT;"`. */
async function refusedIssues(sql: string): Promise<InputIssue[]> {
  const text = `title: T\nttl: 5\nsql:\n  finish: |\n    SELECT 1;\n    ${sql};\nsteps:\n  - { at: 0, worker: A, do: finish }\n`;
  const yaml = parseYaml(text, 'bad.scenario.yaml');
  if (!yaml.ok) throw new Error('expected valid YAML');
  const scenario = scenarioOf(text);
  return refusedSql(await run(scenario), scenario, text, yaml.locate, 'bad.scenario.yaml');
}

const REFUSED = [
  {
    sql: 'COMMIT',
    statement: 'COMMIT;',
    issue:
      'bad.scenario.yaml:6: sql.finish: "COMMIT;" is not allowed: each step (and the schema) already runs as one atomic unit, all or nothing, so its SQL may not control the transaction itself. Remove it.',
  },
  {
    sql: 'VACUUM',
    statement: 'VACUUM;',
    issue:
      'bad.scenario.yaml:6: sql.finish: "VACUUM;" is not allowed in a scenario: each step (and the schema) already runs as one atomic unit, all or nothing, so its SQL may not control the transaction itself.',
  },
  {
    sql: "ATTACH DATABASE ':memory:' AS other",
    statement: 'ATTACH DATABASE',
    issue:
      'bad.scenario.yaml:6: sql.finish: "ATTACH DATABASE" is not allowed: a scenario runs on one database, and each step (and the schema) already runs as one atomic unit, all or nothing, so its SQL may not control the transaction itself.',
  },
];

/** Codes no input reaches today: the fallbacks for what the YAML library or the port may add. */
const UNREACHED: IssueCode[] = ['yamlError', 'sqlRefused'];

describe('the table of issue sentences', () => {
  it('writes no brace but its {placeholders}, so a catalog can hold each one as it is', () => {
    for (const [code, template] of Object.entries(ISSUE_TEMPLATES)) {
      expect([code, template.replace(/\{\w+\}/g, '').match(/[{}]/g)]).toEqual([code, null]);
      expect([code, /'[{}#]/.test(template)]).toEqual([code, false]);
    }
  });

  it('fills each placeholder from the params, as text', () => {
    expect(issueSentence({ code: 'untilAfterAt', params: { until: 3, at: 1000 } })).toBe(
      'until (3) must be after at (1000)',
    );
    expect(issueSentence({ code: 'unknownField', params: { key: '{x}' } })).toBe(
      'unknown field "{x}"',
    );
  });
});

describe('every issue of a broken scenario', () => {
  for (const c of BROKEN_SCENARIOS) {
    it(`carries facts whose sentence is its message: ${c.name}`, () => {
      const issues = issuesOf(c.yaml);
      expect(issues.map(formatIssue)).toEqual(c.issues);
      for (const issue of issues) {
        expect(issue.facts, formatIssue(issue)).toBeDefined();
        if (issue.facts) expect(issueSentence(issue.facts)).toBe(issue.message);
        // Not enumerable: the issue still compares, prints and serialises as before.
        expect(Object.keys(issue)).toEqual(['file', 'line', 'field', 'message']);
        expect(JSON.stringify(issue)).not.toContain('facts');
      }
    });
  }

  it('names what is wrong in params that are names, numbers, paths or code, never a sentence', () => {
    for (const c of BROKEN_SCENARIOS)
      for (const issue of issuesOf(c.yaml))
        for (const [name, value] of Object.entries(issue.facts?.params ?? {}))
          if (name !== 'detail') expect(`${name}: ${value}`).not.toMatch(/[a-z]+ [a-z]+ [a-z]+/);
  });

  it('carries facts for any field of a scenario given a wrong value, or left out', () => {
    const paths: (string | number)[][] = [];
    const walk = (v: unknown, path: (string | number)[]) => {
      paths.push(path);
      if (Array.isArray(v)) v.forEach((x, k) => walk(x, [...path, k]));
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
    };
    walk(VALID, []);
    const wrong: unknown[] = [undefined, null, 'x', '', -1, 1.5, 3_000_000, true, [], [1], {}];
    let checked = 0;
    for (const path of paths)
      for (const value of wrong) {
        const data = withValue(structuredClone(VALID), path, value);
        const r = parseScenarioYaml(stringify(data), 'f.yaml');
        for (const issue of r.ok ? [] : r.issues) {
          checked++;
          expect([formatIssue(issue), issue.facts !== undefined]).toEqual([
            formatIssue(issue),
            true,
          ]);
        }
      }
    expect(checked).toBeGreaterThan(200);
  });

  it('has a YAML error code for each syntax error', () => {
    const codes = BROKEN_SCENARIOS.flatMap((c) => issuesOf(c.yaml))
      .filter((i) => i.facts?.code === 'yamlSyntax')
      .map((i) => i.facts?.params.yamlCode);
    expect(codes.length).toBeGreaterThan(5);
    for (const code of codes) expect(code).toMatch(/^[A-Z_0-9]+$/);
  });

  it('leaves the same issue in a lesson file through validateScenario, facts included', async () => {
    const { validateScenario } = await import('./parseScenario');
    const yaml = parseYaml('scenario:\n  title: T\n  ttl: 0\n  steps: []\n', 'x.lesson.yaml');
    if (!yaml.ok) throw new Error('expected valid YAML');
    const r = validateScenario((yaml.data as { scenario: unknown }).scenario, yaml.locate, 'x', [
      'scenario',
    ]);
    expect(r.ok ? [] : r.issues.map((i) => [formatIssue(i), i.facts])).toEqual([
      [
        'x:3: scenario.ttl: ttl must be 1 or more',
        { code: 'mustBeOneOrMore', params: { field: 'ttl' } },
      ],
    ]);
  });
});

describe('the issues of refused SQL', () => {
  for (const { sql, statement, issue } of REFUSED) {
    it(`carry facts, their message the port's sentence: ${sql}`, async () => {
      const issues = await refusedIssues(sql);
      expect(issues.map(formatIssue)).toEqual([issue]);
      expect(issues[0]?.facts?.params.statement).toBe(statement);
      if (issues[0]?.facts) expect(issueSentence(issues[0].facts)).toBe(issues[0].message);
    });
  }
});

describe('the corpus', () => {
  it('reaches every code but the fallbacks', async () => {
    const seen = new Set<string>();
    for (const c of BROKEN_SCENARIOS)
      for (const i of issuesOf(c.yaml)) seen.add(i.facts?.code ?? '');
    for (const { sql } of REFUSED)
      for (const i of await refusedIssues(sql)) seen.add(i.facts?.code ?? '');
    // An appendOnly name is checked against the tables once the schema has run.
    const notTable = await run(scenarioOf(stringify({ ...VALID, appendOnly: ['nope'] })));
    const facts = notTable.schemaErrorFacts;
    if (facts?.kind === 'refused') seen.add(facts.refusal?.code ?? '');
    // Only PostgreSQL refuses a change of a run's limits (src/pg/pgText.ts).
    for (const st of splitStatements('SET statement_timeout = 0'))
      seen.add(refusalOf(st)?.code ?? '');
    expect(ISSUE_CODES.filter((c) => !seen.has(c))).toEqual(UNREACHED);
  });
});
