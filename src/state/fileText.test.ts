import { describe, expect, it } from 'vitest';
import { importProgress } from '../content/files/progressFile';
import { importReview } from '../content/files/reviewFile';
import { setActionSql } from '../content/studio/scenarioText';
import { shareRefusal, shareRefusalSentence } from '../content/links/shareLimits';
import { parseScenarioYaml } from '../engine';
import { fileProblemText, textEditText } from './fileText';
import { shareRefusalText } from '../i18n/linkText';
import { onPageIn } from '../testing/locale';

const refused = <T extends { ok: boolean }>(r: T) => {
  if (r.ok) throw new Error('expected a refusal');
  return r as Extract<T, { ok: false }>;
};

const BAD_FILES = [
  'not json',
  '{"format": "something-else"}',
  '{"format": "fencelab-progress", "version": 1, "exportedAt": 0, "lessons": {"x": {"status": 7}}}',
  '{"format": "fencelab-progress", "version": 99, "exportedAt": 0, "lessons": {}}',
];

const SCENARIO = 'title: T\nttl: 5\nsteps:\n  - { at: 0, worker: A, do: claim, note: NOTE }';
const longNote = () => {
  const r = parseScenarioYaml(SCENARIO.replace('NOTE', 'x'.repeat(5000)));
  if (!r.ok) throw new Error('the scenario should parse');
  return r.scenario;
};

describe('a refused file, edit or link, in English', () => {
  it('says word for word what content said before it had facts', () => {
    for (const text of BAD_FILES) {
      const p = refused(importProgress(text));
      expect(fileProblemText('progress', p.problem)).toBe(p.message);
      const r = refused(importReview(text.replace('fencelab-progress', 'fencelab-review')));
      expect(fileProblemText('review', r.problem)).toBe(r.message);
    }
    for (const text of ['a: [', '- a list']) {
      const e = refused(setActionSql(text, 'commit', 'SELECT 1'));
      expect(textEditText(e.problem)).toBe(e.message);
    }
    const s = longNote();
    const text = shareRefusal('', s);
    const yaml = shareRefusal('x'.repeat(100_000), s);
    expect(text?.kind).toBe('text');
    expect(yaml?.kind).toBe('yaml');
    for (const r of [text, yaml]) if (r) expect(shareRefusalText(r)).toBe(shareRefusalSentence(r));
  });
});

describe('a refused file, edit or link, on a Chinese page', () => {
  onPageIn('zh-CN');

  it('is Chinese, with the numbers and the field, and no English sentence', () => {
    const said = [
      ...BAD_FILES.map((f) => fileProblemText('progress', refused(importProgress(f)).problem)),
      textEditText(refused(setActionSql('a: [', 'commit', 'SELECT 1')).problem),
      textEditText(refused(setActionSql('- a list', 'commit', 'SELECT 1')).problem),
    ];
    const r = shareRefusal('', longNote());
    if (r) said.push(shareRefusalText(r));
    for (const s of said) {
      expect(s).toMatch(/\p{Script=Han}/u);
      expect(s).not.toMatch(/\b(file|the|is|not|damaged)\b/);
    }
    expect(said[0]).toBe('这不是 FenceLab 的学习进度文件：它不是 JSON。');
    expect(said[2]).toContain('lessons.x.status');
    expect(said[2]).toContain('取值不在允许的范围内');
    expect(said.at(-1)).toContain('steps[0].note');
    expect(said[3]).toBe(
      '这个学习进度文件来自另一个版本的 FenceLab（格式版本 99，这里只能读 1）。请用那个版本重新导出，或者把这里更新到新版本。',
    );
  });
});
