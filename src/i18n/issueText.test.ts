import { readFileSync } from 'node:fs';
import type { ErrorCode } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ISSUE_CODES, ISSUE_TEMPLATES, type IssueFacts } from '../engine/issueText';
import { parseScenarioYaml } from '../engine/parseScenario';
import { BROKEN_SCENARIOS } from '../engine/testing/brokenScenarios';
import { formatIssue, type InputIssue } from '../engine/yamlSource';
import { t } from './i18n';
import { issueField, issueLine, issueMessage } from './issueText';
import { inChinese } from '../testing/inChinese';

const catalog = (locale: string) =>
  JSON.parse(readFileSync(`src/i18n/messages/${locale}/issue.json`, 'utf8')) as Record<
    string,
    string
  >;

/** The part's keys that are not codes: the special fields, the YAML library's error codes. */
const HELPERS = ['issue.field.yaml', 'issue.field.top', 'issue.yaml.code'];

/** Every error code of the YAML library (the type makes this list complete). */
const YAML_CODES = [
  'ALIAS_PROPS',
  'BAD_ALIAS',
  'BAD_DIRECTIVE',
  'BAD_DQ_ESCAPE',
  'BAD_INDENT',
  'BAD_PROP_ORDER',
  'BAD_SCALAR_START',
  'BLOCK_AS_IMPLICIT_KEY',
  'BLOCK_IN_FLOW',
  'DUPLICATE_KEY',
  'IMPOSSIBLE',
  'KEY_OVER_1024_CHARS',
  'MISSING_CHAR',
  'MULTILINE_IMPLICIT_KEY',
  'MULTIPLE_ANCHORS',
  'MULTIPLE_DOCS',
  'MULTIPLE_TAGS',
  'NON_STRING_KEY',
  'RESOURCE_EXHAUSTION',
  'TAB_AS_INDENT',
  'TAG_RESOLVE_FAILED',
  'UNEXPECTED_TOKEN',
  'BAD_COLLECTION_TYPE',
] as const satisfies readonly ErrorCode[];
// A code the library adds and this list lacks fails to compile here.
const complete: Exclude<ErrorCode, (typeof YAML_CODES)[number]> extends never ? true : false = true;

const corpus = (): InputIssue[] =>
  BROKEN_SCENARIOS.flatMap((c) => {
    const r = parseScenarioYaml(c.yaml, 'bad.scenario.yaml');
    return r.ok ? [] : r.issues;
  });

const withFacts = (facts: IssueFacts, over: Partial<InputIssue> = {}): InputIssue => ({
  file: 'f.scenario.yaml',
  line: 3,
  field: 'steps[2].at',
  message: 'm',
  facts,
  ...over,
});

const HAN = /\p{Script=Han}/u;
const PLACEHOLDER = /\{[A-Za-z_]\w*\}/;

describe('the catalogs of input issues', () => {
  it('hold in English exactly the engine sentence of every code, and only known helpers besides', () => {
    const en = catalog('en');
    for (const code of ISSUE_CODES)
      expect([code, en[`issue.${code}`]]).toEqual([code, ISSUE_TEMPLATES[code]]);
    const extra = Object.keys(en).filter((k) => !ISSUE_CODES.some((c) => k === `issue.${c}`));
    expect(extra).toEqual(HELPERS);
  });

  it('have every code in Chinese too', () => {
    const zh = catalog('zh-CN');
    for (const code of ISSUE_CODES)
      expect([code, typeof zh[`issue.${code}`]]).toEqual([code, 'string']);
  });
});

describe('issues in English', () => {
  it('read exactly as the CLI prints them, place and message', () => {
    const issues = corpus();
    expect(issues.length).toBeGreaterThan(60);
    for (const issue of issues) {
      expect(issueLine(issue)).toBe(formatIssue(issue));
      expect(issueMessage(issue)).toBe(issue.message);
      expect(issueField(issue)).toBe(issue.field);
    }
  });

  it('keep an issue without facts as it is', () => {
    const issue = { file: null, line: null, field: 'id', message: 'no such lesson' };
    expect(issueLine(issue)).toBe(formatIssue(issue));
    expect(issueLine(issue)).toBe('<input>:?: id: no such lesson');
  });

  it('keep ticks and line numbers ungrouped', () => {
    const issue = withFacts({ code: 'crashed', params: { actor: 'A', at: 12345 } }, { line: 1234 });
    expect(issueLine(issue)).toBe(
      'f.scenario.yaml:1234: steps[2].at: A crashed at t=12345 and does nothing afterwards',
    );
  });

  it('show the YAML library its own sentence', () => {
    const issue = withFacts(
      { code: 'yamlSyntax', params: { yamlCode: 'BAD_INDENT', detail: 'Bad \\x41 indent' } },
      { field: '(yaml)' },
    );
    expect(issueMessage(issue)).toBe('YAML syntax error: Bad \\x41 indent');
  });
});

describe('issues in Chinese', () => {
  inChinese();

  it('are worded in Chinese from their facts, every placeholder filled', () => {
    for (const issue of corpus()) {
      const message = issueMessage(issue);
      expect([formatIssue(issue), HAN.test(message)]).toEqual([formatIssue(issue), true]);
      expect([message, PLACEHOLDER.test(message)]).toEqual([message, false]);
      const line = issueLine(issue);
      expect([line, PLACEHOLDER.test(line)]).toEqual([line, false]);
    }
  });

  it('keep the place as file:line: field:, the message in Chinese', () => {
    const ttl = parseScenarioYaml('title: T\nttl: 0\nsteps: []\n', 'a.scenario.yaml');
    expect(ttl.ok ? [] : ttl.issues.map(issueLine)).toEqual([
      'a.scenario.yaml:2: ttl: ttl 不能小于 1',
    ]);
    const steps = parseScenarioYaml(
      'title: T\nttl: 5\nsteps:\n  - { at: 1, worker: A, do: pause, until: 7 }\n  - { at: 4, worker: A, do: commit }\n',
      'a.scenario.yaml',
    );
    expect(steps.ok ? [] : steps.issues.map(issueLine)).toEqual([
      'a.scenario.yaml:5: steps[1]: A 从 t=1 暂停到 t=7，不能在 t=4 执行 commit',
    ]);
  });

  it('say "(yaml)" and "(top level)" in Chinese, but not an unknown key of that name', () => {
    const empty = parseScenarioYaml('', null);
    expect(empty.ok ? [] : empty.issues.map(issueLine)).toEqual([
      '<input>:1: （顶层）: 场景必须是映射，包含 title、ttl 和 steps',
    ]);
    const dup = parseScenarioYaml('title: T\ntitle: U\n', 'a.yaml');
    expect(dup.ok ? [] : dup.issues.map(issueLine)).toEqual([
      'a.yaml:2: （YAML）: YAML 语法错误：同一个映射里有重复的键',
    ]);
    const key = parseScenarioYaml('title: T\nttl: 5\nsteps: []\n"(top level)": 1\n', 'a.yaml');
    expect(key.ok ? [] : key.issues.map(issueField)).toEqual(['(top level)']);
  });

  it('word every error code of the YAML library in Chinese, and one it does not know', () => {
    expect(complete).toBe(true);
    const other = t('issue.yaml.code', { yamlCode: 'NEW_CODE' });
    expect(HAN.test(other)).toBe(true);
    const seen = new Set<string>();
    for (const yamlCode of YAML_CODES) {
      const words = t('issue.yaml.code', { yamlCode });
      expect([yamlCode, HAN.test(words), words === other]).toEqual([yamlCode, true, false]);
      seen.add(words);
    }
    expect(seen.size).toBe(YAML_CODES.length);
    const issue = withFacts(
      { code: 'yamlSyntax', params: { yamlCode: 'TAB_AS_INDENT', detail: 'Tabs are not allowed' } },
      { field: '(yaml)' },
    );
    expect(issueMessage(issue)).toBe('YAML 语法错误：不能用 Tab 缩进，请改用空格');
  });

  it('keep the English of an issue without facts', () => {
    const issue = { file: 'x.lesson.yaml', line: 4, field: 'id', message: 'no such lesson' };
    expect(issueLine(issue)).toBe('x.lesson.yaml:4: id: no such lesson');
    expect(issueField({ ...issue, field: '(yaml)' })).toBe('(yaml)');
  });

  it('word every code, whatever its params, with Chinese and no placeholder left', () => {
    for (const code of ISSUE_CODES) {
      const params = Object.fromEntries(
        [...ISSUE_TEMPLATES[code].matchAll(/\{(\w+)\}/g)].map((m) => [m[1], 'X']),
      );
      const message = issueMessage(
        withFacts({ code, params: { ...params, yamlCode: 'BAD_INDENT' } }),
      );
      expect([code, HAN.test(message), PLACEHOLDER.test(message)]).toEqual([code, true, false]);
    }
  });
});
