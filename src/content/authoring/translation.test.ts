import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../engine/yamlSource';
import { loadLesson, type Lesson } from '../lessons/lesson';
import { SMALL_LESSON } from '../testing/smallLesson';
import {
  codeOf,
  lessonWords,
  translationIssues,
  translationPath,
  type Skeleton,
} from './translation';
import { translateLesson } from './translationMerge';

function lesson(): Lesson {
  const text = SMALL_LESSON.replace('#EXPLORE', '').replace(
    '- { at: 0, worker: A, do: claim, expect: granted }',
    '- { at: 0, worker: A, do: claim, expect: granted, note: A claims }',
  );
  const r = loadLesson(text, 'lessons/small.lesson.yaml');
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.lesson;
}

/** A complete translation of the small lesson, as YAML, with `edit` applied to its data. */
function translation(edit: (t: Record<string, unknown>) => void = () => {}) {
  const t = structuredClone(lessonWords(lesson())) as Record<string, unknown>;
  const zh = (v: unknown): unknown =>
    typeof v === 'string'
      ? codeOf(v).length > 0
        ? v
        : `中文：${v}`
      : Array.isArray(v)
        ? v.map(zh)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v).map(([k, x]) => [k, k === 'id' ? x : zh(x)] as const),
            )
          : v;
  const out = zh(t) as Record<string, unknown>;
  edit(out);
  return out;
}

const issuesOf = (t: unknown) =>
  translationIssues(lessonWords(lesson()), t, 'lessons/zh-CN/small.lesson.yaml', () => 3).map(
    (i) => `${i.field}: ${i.message}`,
  );

describe('a lesson translation', () => {
  it('passes when it holds every word of the English in its shape', () => {
    expect(issuesOf(translation())).toEqual([]);
  });

  it('names a missing field, an extra one, a list of another length and a changed id', () => {
    const issues = issuesOf(
      translation((t) => {
        delete t.summary;
        t.order = 1;
        (t.sections as unknown[]).push({ heading: 'x', body: 'y' });
        (t.scenarios as { id: string }[])[0]!.id = 'other';
      }),
    );
    expect(issues).toEqual([
      'summary: is missing: the English file has it',
      'sections: must have 1 entries, one per English entry (has 2)',
      'scenarios[0].id: must stay "takeover", as in the English file',
      'order: is not in the English file (a translation holds only its words)',
    ]);
  });

  it('refuses a translation that changes code or leaves text empty', () => {
    const issues = issuesOf(
      translation((t) => {
        (t.exercise as Record<string, unknown>).prompt = '修好 `commit`';
        (t.predict as Record<string, unknown>).prompt = ' ';
      }),
    );
    expect(issues).toEqual([
      'predict.prompt: must be translated text (the English is "Which finishes go through?")',
      'exercise.prompt: changes code: the English has []',
    ]);
  });

  it('finds inline code and fenced blocks, in order', () => {
    expect(codeOf('Use `:token` here:\n\n```sql\nUPDATE jobs\n```\n\nthen `fence`.')).toEqual([
      '```sql\nUPDATE jobs\n```',
      ':token',
      'fence',
    ]);
  });

  it('compares an sql block without its comments, so a translation writes them in its language', () => {
    const en =
      "```sql\n-- 1. the check\nSELECT owner FROM jobs WHERE id=:job; -- one row\n/* then */\nUPDATE jobs SET x='--kept'\n```";
    const zh =
      "```sql\n-- 1. 检查\nSELECT owner FROM jobs WHERE id=:job; -- 一行\n/* 然后 */\nUPDATE jobs SET x='--kept'\n```";
    expect(codeOf(zh)).toEqual(codeOf(en));
    expect(codeOf(en)).toEqual([
      "```sql\nSELECT owner FROM jobs WHERE id=:job;\nUPDATE jobs SET x='--kept'\n```",
    ]);
    // A changed statement is still a change, and so is any change to a block that is not SQL.
    expect(codeOf(zh.replace('owner', 'fence'))).not.toEqual(codeOf(en));
    expect(codeOf('```\n# a\nb\n```')).not.toEqual(codeOf('```\n# 甲\nb\n```'));
  });

  it('merges onto the English: words change, ids, SQL and timelines do not', () => {
    const en = lesson();
    const zh = translateLesson(en, translation());
    expect(zh.title).toBe(`中文：${en.title}`);
    expect(zh.scenarios[0]?.scenario.title).toBe(`中文：${en.scenarios[0]?.scenario.title}`);
    expect(zh.scenarios[0]?.scenario.steps[0]?.note).toBe('中文：A claims');
    expect(zh.scenarios[0]?.scenario.steps.map((s) => [s.at, s.do, s.expect])).toEqual(
      en.scenarios[0]?.scenario.steps.map((s) => [s.at, s.do, s.expect]),
    );
    expect(zh.exercise.solution).toEqual(en.exercise.solution);
    expect(zh.exercise.starter).toEqual(en.exercise.starter);
    expect(zh.id).toBe(en.id);
  });

  it('reads notes keyed by step number as YAML writes them', () => {
    const yaml = parseYaml('notes: { 0: 认领 }\ntitle: 标题\n', null);
    if (!yaml.ok) throw new Error('yaml');
    const words = lessonWords(lesson()).scenarios as Skeleton[];
    expect(
      translationIssues(words[0]!, { id: 'takeover', ...(yaml.data as object) }, null, () => 1),
    ).toEqual([]);
  });

  it('lives beside the English file under the language', () => {
    expect(translationPath('lessons/01-a.lesson.yaml', 'zh-CN')).toBe(
      'lessons/zh-CN/01-a.lesson.yaml',
    );
    expect(translationPath('lessons/questions/q.question.yaml', 'zh-CN')).toBe(
      'lessons/zh-CN/questions/q.question.yaml',
    );
  });
});
