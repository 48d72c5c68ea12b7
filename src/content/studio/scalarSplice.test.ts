// A translated example's title and notes are written where they stand in the English text, which
// keeps every other line, and each string reads back as it was given.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { oneLineScalar } from './scalarSplice';
import { setScenarioWords } from './scenarioText';

const SHIPPED = readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8');

describe('a string written as one line of YAML', () => {
  it('reads back as given in a flow map and in a block map, on one line', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 30 }),
          fc.stringMatching(/^[ -~\n]{0,30}$/),
          fc.constantFrom(
            '任务被接管后，旧 worker 恢复运行',
            "A's lease",
            'a: b',
            '- x',
            'true',
            '',
          ),
        ),
        (value) => {
          const written = oneLineScalar(value);
          expect(written).not.toContain('\n');
          expect(parse(`{ v: ${written}, w: 1 }`)).toEqual({ v: value, w: 1 });
          expect(parse(`v: ${written}\nw: 1\n`)).toEqual({ v: value, w: 1 });
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('a translated example’s text', () => {
  const words = {
    title: '任务被接管后，旧 worker 恢复运行',
    notes: { 0: 'A 拿到令牌 1，租约到 t=5', 3: "A 醒来，用令牌 1 提交: 'stale'", 9: '没有这一步' },
  };

  it('has the words in place, and every other line as the English file has it', () => {
    const text = setScenarioWords(SHIPPED, words);
    const doc = parseDocument(text).toJS() as { title: string; steps: { note?: string }[] };
    expect(doc.title).toBe(words.title);
    expect(doc.steps[0]?.note).toBe(words.notes[0]);
    expect(doc.steps[3]?.note).toBe(words.notes[3]);
    const english = parseDocument(SHIPPED).toJS() as { steps: { note?: string }[] };
    expect(doc.steps[1]?.note).toBe(english.steps[1]?.note);
    const lines = text.split('\n');
    const before = SHIPPED.split('\n');
    expect(lines).toHaveLength(before.length);
    const changed = lines.flatMap((line, k) => (line === before[k] ? [] : [before[k]]));
    expect(changed).toEqual([
      expect.stringMatching(/^title: /),
      expect.stringMatching(/^ +note: 'A gets token 1/),
      expect.stringMatching(/^ +note: "A wakes up/),
    ]);
  });

  it('is written out whole where the words cannot go in place, and still means them', () => {
    const text = setScenarioWords('ttl: 5\nsteps:\n  - { at: 0, worker: A, do: claim }\n', words);
    expect(parse(text)).toEqual({
      ttl: 5,
      steps: [{ at: 0, worker: 'A', do: 'claim' }],
      title: words.title,
    });
  });
});
