import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildContentFile } from '../../scripts/contentPlugin';
import { renderInlineMarkdown, renderMarkdown } from './markdown';
import { loadLesson } from './lesson';
import type { LessonJson } from './prebuilt';
import { proseOf, renderProse } from './prose';

const lessonFiles = readdirSync('lessons')
  .filter((f) => f.endsWith('.lesson.yaml'))
  .map((f) => `lessons/${f}`);

describe('the Markdown of a lesson, rendered at build time', () => {
  it('finds prose wherever a page shows it as Markdown, and never in scenarios or SQL', () => {
    const found = proseOf({
      sections: [{ heading: 'H', body: 'a *b*' }],
      predict: { prompt: 'p?' },
      exercise: {
        prompt: 'do it',
        hints: ['h1', 'h2'],
        explanation: 'because',
        wrongAnswers: [{ sql: { commit: 'UPDATE x' }, says: 'no `x`' }],
      },
      followUps: [{ question: 'q1', answer: 'a1', followUps: [{ question: 'q2', answer: 'a2' }] }],
      transfer: [{ case: 'c', holds: 'h' }],
      pitfalls: [{ title: 'T', body: 'pb' }],
      scenarios: [{ id: 's', title: 't', scenario: { steps: [{ body: 'not prose' }] } }],
    });
    expect([...found.block].sort()).toEqual(
      ['a *b*', 'p?', 'do it', 'h1', 'h2', 'because', 'no `x`', 'q1', 'a1', 'q2', 'a2']
        .concat(['c', 'h', 'pb'])
        .sort(),
    );
    expect([...found.inline].sort()).toEqual(['do it', 'no `x`', 'p?', 'q1', 'q2'].sort());
  });

  it('keeps a source named like an object key as its own key', () => {
    const html = renderProse({ body: '__proto__' }, { block: () => 'B', inline: () => 'I' });
    expect(Object.hasOwn(html.block, '__proto__')).toBe(true);
    expect(JSON.parse(JSON.stringify(html)).block.__proto__).toBe('B');
  });

  for (const file of lessonFiles) {
    it(`ships ${file} with the HTML of every section, hint and wrong answer`, () => {
      const text = readFileSync(file, 'utf8');
      const loaded = loadLesson(text, file);
      if (!loaded.ok) return; // lessons:check says why
      const { prose } = buildContentFile('lesson', text, file) as LessonJson;
      const lesson = loaded.lesson;
      for (const s of lesson.sections) expect(prose?.block[s.body]).toBe(renderMarkdown(s.body));
      for (const h of lesson.exercise.hints) expect(prose?.block[h]).toBe(renderMarkdown(h));
      expect(prose?.block[lesson.predict.prompt]).toBe(renderMarkdown(lesson.predict.prompt));
      for (const w of lesson.exercise.wrongAnswers)
        expect(prose?.inline[w.says]).toBe(renderInlineMarkdown(w.says));
    });
  }
});
