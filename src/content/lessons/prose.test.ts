import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildContentFile } from '../../../scripts/contentFiles';
import { renderInlineMarkdown, renderMarkdown } from './markdown';
import { loadLesson } from './lesson';
import type { LessonJson } from './prebuilt';
import { linkTerms, packProse, proseOf, renderProse, unpackProse, type ProseHtml } from './prose';

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

  it('ships each Markdown string beside its HTML, and takes both back', () => {
    const lesson = {
      sections: [{ heading: 'H', body: 'a *b*' }],
      exercise: { prompt: 'do `x`', hints: ['h1'] },
      scenarios: [{ id: 's', scenario: { steps: [{ body: 'not prose' }] } }],
    };
    const prose = renderProse(lesson, {
      block: (s) => `<p>${s}</p>`,
      inline: (s) => `<i>${s}</i>`,
    });
    const shipped = JSON.stringify(packProse(lesson, prose));
    // Beside each other in the text, where gzip finds the source again in its HTML.
    expect(shipped).toContain('{"$md":"a *b*","$html":"<p>a *b*</p>"}');
    expect(shipped).toContain('{"$md":"do `x`","$html":"<p>do `x`</p>","$line":"<i>do `x`</i>"}');
    expect(shipped).toContain('{"body":"not prose"}');
    const back = unpackProse(JSON.parse(shipped));
    expect(back.value).toEqual(lesson);
    expect(back.prose).toEqual(prose);
  });

  it('takes back a source named like an object key as its own key', () => {
    const value = { body: '__proto__' };
    const prose = renderProse(value, { block: () => 'B', inline: () => 'I' });
    const back = unpackProse(JSON.parse(JSON.stringify(packProse(value, prose))));
    expect(back.value).toEqual(value);
    expect(Object.hasOwn(back.prose.block, '__proto__')).toBe(true);
    expect(back.prose.block.__proto__).toBe('B');
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
      // Section bodies also carry glossary links (linkTerms): without them, markdown-it's HTML.
      const unlinked = (html = '') =>
        html
          .replace(/<span class="term-tip"[^>]*>[^<]*<\/span>/g, '')
          .replace(/<a class="term"[^>]*>([^<]*)<\/a>/g, '$1');
      for (const s of lesson.sections)
        expect(unlinked(prose?.block[s.body])).toBe(renderMarkdown(s.body));
      for (const h of lesson.exercise.hints) expect(prose?.block[h]).toBe(renderMarkdown(h));
      expect(prose?.block[lesson.predict.prompt]).toBe(renderMarkdown(lesson.predict.prompt));
      for (const w of lesson.exercise.wrongAnswers)
        expect(prose?.inline[w.says]).toBe(renderInlineMarkdown(w.says));
    });
  }
});

describe('glossary terms in a lesson', () => {
  const terms = [
    { id: 'lease', words: ['lease'], definition: 'The right to work on a job for a while.' },
    { id: 'takeover', words: ['接管'], definition: '另一个 worker 认领了任务。' },
  ];
  const linked = (sources: string[]) => {
    const prose: ProseHtml = { block: {}, inline: {} };
    for (const s of sources) prose.block[s] = renderMarkdown(s);
    linkTerms(prose, sources, terms);
    return sources.map((s) => prose.block[s]);
  };

  it('links a term where it first appears, once, described by its definition', () => {
    const [a, b] = linked([
      'A `lease` in code, then a Lease here and a lease there.',
      'lease again',
    ]);
    expect(a).toContain('<code>lease</code>');
    expect(a).toContain(
      '<a class="term" href="/glossary#lease" aria-describedby="term-tip-lease">Lease</a>' +
        '<span class="term-tip" role="tooltip" id="term-tip-lease">The right to work on a job for a while.</span>',
    );
    expect(a?.match(/class="term"/g)).toHaveLength(1);
    expect(b).not.toContain('class="term"');
  });

  it('finds Chinese terms inside a sentence and English ones only as whole words', () => {
    const [a] = linked(['B 接管了任务；a release is not a lease.']);
    expect(a).toContain('>接管</a>');
    expect(a).toContain('a release is not a <a class="term"');
  });
});
