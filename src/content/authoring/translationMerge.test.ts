import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../engine/yamlSource';
import { loadQuestion } from '../practice/question';
import { matchPoints } from '../practice/keyPoints';
import { hearTranslation, translateQuestion } from './translationMerge';

const id = 'why-fence-after-lease-expires';
const english = loadQuestion(readFileSync(`lessons/questions/${id}.question.yaml`, 'utf8'), id);
const words = parseYaml(readFileSync(`lessons/zh-CN/questions/${id}.question.yaml`, 'utf8'), id);
if (!english.ok || !words.ok) throw new Error('the core question does not load');
const found = (answer: string, q: { keyPoints: Parameters<typeof matchPoints>[1] }) =>
  matchPoints(answer, q.keyPoints).flatMap((h, k) => (h.mentioned ? [k + 1] : []));

describe('a question heard in both languages', () => {
  it('lets the Chinese page understand an English answer, its own phrases first', () => {
    const zh = translateQuestion(english.question, words.data);
    expect(zh.keyPoints[0]?.label).toMatch(/\p{Script=Han}/u);
    expect(found('a long GC pause', zh)).toEqual([1]);
    expect(found('一次很长的 GC 停顿', zh)).toEqual([1]);
    const own = (words.data as { keyPoints: { phrases: string[] }[] }).keyPoints[0]?.phrases ?? [];
    expect(zh.keyPoints[0]?.phrases.slice(0, own.length)).toEqual(own);
  });

  it('lets the English page understand a Chinese answer, and keeps its labels', () => {
    const en = hearTranslation(english.question, words.data);
    expect(en.keyPoints.map((k) => k.label)).toEqual(
      english.question.keyPoints.map((k) => k.label),
    );
    expect(found('一次很长的 GC 停顿', english.question)).toEqual([]);
    expect(found('一次很长的 GC 停顿', en)).toEqual([1]);
    expect(found('a long GC pause', en)).toEqual([1]);
  });
});
