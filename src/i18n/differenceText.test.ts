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

describe('a value written otherwise', () => {
  // Lesson 9's finish, fenced, but never writing the result.
  const l = lessonOf('09-cancel-wins-at-the-finish.lesson.yaml');
  const commit = (l.exercise.solution.commit ?? '').replace(', result=:payload', '');
  const check = () => checkAsPage(l, { commit });

  it('names the field in English', async () => {
    const r = await check();
    expect(r.passed).toBe(false);
    expect(r.generated?.facts?.otherValues).toEqual([expect.stringMatching(/^jobs:.+\.result$/)]);
    expect(r.generated?.sentence).toMatch(
      /your SQL lets A's commit at t=\d+ through as the solution's does, but it leaves jobs:.+\.result with another value than the solution's writes\.$/,
    );
  }, 60_000);

  describe('in Chinese', () => {
    inChinese();
    it('names the field in Chinese', async () => {
      const facts = (await check()).generated?.facts;
      if (!facts) throw new Error('no facts');
      expect(differenceText(facts)).toMatch(/但写进 jobs:.+\.result 的值和参考答案写的不一样。$/);
    }, 60_000);
  });
});
