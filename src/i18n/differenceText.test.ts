// The Chinese words of a generated timeline's facts, from a real check of a wrong answer.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadLesson } from '../content/lesson';
import { checkAnswer } from '../content/lessonCheck';
import { differInProcess, exploreVerdict, run } from '../testing/engine';
import { inChinese } from '../testing/inChinese';
import { differenceText } from './differenceText';

const FILE = '10-immutable-versions-and-a-reference.lesson.yaml';

describe('differenceText', () => {
  const loaded = loadLesson(readFileSync(`lessons/${FILE}`, 'utf8'), FILE);
  if (!loaded.ok) throw new Error(`${FILE} does not load`);
  const l = loaded.lesson;
  const publish = (l.exercise.solution.publish ?? '').replace(/\s+AND generation <= :token/, '');
  const check = () =>
    checkAnswer(l, { ...l.exercise.solution, publish }, (s) => run(s), {
      differ: differInProcess,
      explore: exploreVerdict,
    });

  describe('in Chinese', () => {
    inChinese();
    it('says the store started ahead', async () => {
      const facts = (await check()).generated?.facts;
      if (!facts) throw new Error('no facts');
      expect(differenceText(facts)).toMatch(
        /^在检查器生成的一条时间线上（共 2 步），你的 SQL 放行了 B 在 t=\d+ 的 publish（refs 表的 generation 初始值比课里的高 9）；/,
      );
    }, 60_000);
  });
});
