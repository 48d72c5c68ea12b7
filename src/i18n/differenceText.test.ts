// The Chinese words of a generated timeline's facts, from a real check of a wrong answer.
import { describe, expect, it } from 'vitest';
import { checkAsPage, lessonOf } from '../content/testing/checkLesson';
import { inChinese } from '../testing/inChinese';
import { differenceText } from './differenceText';

const FILE = '10-immutable-versions-and-a-reference.lesson.yaml';

describe('differenceText', () => {
  const l = lessonOf(FILE);
  const publish = (l.exercise.solution.publish ?? '').replace(/\s+AND generation <= :token/, '');
  const check = () => checkAsPage(l, { publish });

  describe('in Chinese', () => {
    inChinese();
    it('says the store started ahead', async () => {
      const facts = (await check()).generated?.facts;
      if (!facts) throw new Error('no facts');
      expect(differenceText(facts)).toMatch(
        /^在检查器生成的一条时间线上（共 2 步），你的 SQL 放行了 B 在 t=\d+ 的 publish（refs 表的 generation 初始值调高了 9）；/,
      );
    }, 60_000);
  });
});
