import { describe, expect, it } from 'vitest';
import {
  badTokenMessage,
  schemaErrorText as englishSchemaError,
  timeLimitMessage,
} from '../engine/stepKernel';
import type { StepErrorFacts } from '../engine/types';
import { createNodePort } from '../sql/nodePort';
import { runScenario } from '../engine/runner';
import { parseScenarioYaml } from '../engine/parseScenario';
import { inChinese } from '../testing/inChinese';
import { noticeText, schemaErrorText, stepErrorText } from './stepErrorText';

const scenario = (text: string) => {
  const r = parseScenarioYaml(text);
  if (!r.ok) throw new Error('the scenario should parse');
  return r.scenario;
};

/** Runs that fail each way a step can, and one whose schema fails, and one with a text token. */
async function failures() {
  const port = await createNodePort();
  const steps = runScenario(
    scenario(
      [
        'title: T',
        'ttl: 5',
        'sql:',
        '  commit: UPDATE no_such_table SET x = 1',
        '  write: BEGIN',
        'steps:',
        '- { at: 0, worker: A, do: claim }',
        '- { at: 1, worker: A, do: commit }',
        '- { at: 2, worker: A, do: write }',
      ].join('\n'),
    ),
    port,
  );
  const schema = runScenario(scenario('title: T\nttl: 5\nschema: CREATE TABLE (\nsteps: []'), port);
  const token = runScenario(
    scenario(
      [
        'title: T',
        'ttl: 5',
        'sql:',
        "  claim: UPDATE jobs SET owner=:worker, lease_until=:now + :ttl WHERE id=:job RETURNING 'abc' AS token",
        'steps:',
        '- { at: 0, worker: A, do: claim }',
      ].join('\n'),
    ),
    port,
  );
  return { steps, schema, token };
}

const SAMPLES: [StepErrorFacts, string][] = [
  [{ kind: 'time-limit', ms: 300, earlier: false }, timeLimitMessage(300)],
  [
    { kind: 'time-limit', ms: 300, earlier: true },
    'not run: the same SQL ran past the time limit of 300 ms at an earlier step, so it was not tried again',
  ],
  [{ kind: 'token', token: 'Infinity' }, badTokenMessage(Infinity)],
];

describe('a step’s error in English', () => {
  it('is the engine’s sentence, word for word', async () => {
    const { steps, schema, token } = await failures();
    const failed = steps.steps.filter((s) => s.error !== null);
    expect(failed.map((s) => s.errorFacts?.kind)).toEqual(['sql', 'refused']);
    for (const s of failed) expect(stepErrorText(s.errorFacts, 'x')).toBe(s.error);
    for (const [facts, english] of SAMPLES) expect(stepErrorText(facts, 'x')).toBe(english);
    expect(schema.schemaErrorFacts?.kind).toBe('sql');
    expect(schemaErrorText(schema.schemaErrorFacts, 'x')).toBe(schema.schemaError);
    if (schema.schemaErrorFacts)
      expect(englishSchemaError(schema.schemaErrorFacts)).toBe(schema.schemaError);
    expect(token.noticeFacts).toHaveLength(1);
    expect(noticeText(token.noticeFacts[0], 'x')).toBe(token.notices[0]);
  });
});

describe('a step’s error on a Chinese page', () => {
  inChinese();

  it('is Chinese, SQLite’s own message kept as it wrote it', async () => {
    const { steps, schema, token } = await failures();
    const [sql, refused] = steps.steps.filter((s) => s.error !== null);
    const said = [
      stepErrorText(sql?.errorFacts ?? null, 'x', (m) => `<${m}>`),
      stepErrorText(refused?.errorFacts ?? null, 'x'),
      schemaErrorText(schema.schemaErrorFacts, 'x'),
      noticeText(token.noticeFacts[0], 'x'),
      ...SAMPLES.map(([facts]) => stepErrorText(facts, 'x')),
    ];
    for (const s of said) expect(s).toMatch(/\p{Script=Han}/u);
    expect(said[0]).toBe('SQLite 报错：<no such table: no_such_table>');
    expect(said[1]).toContain('“BEGIN”');
    expect(said[2]).toMatch(/^建表 SQL（schema）失败：.*syntax error$/);
    expect(said[3]).toContain('"abc"');
  });
});
