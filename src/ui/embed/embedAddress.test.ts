import { describe, expect, it } from 'vitest';
import { chooseLocale, LANG_PARAM } from '../../i18n/locales';
import { playgroundAddress } from '../navigation/playgroundAddress';
import {
  embedHref,
  embedSubjectOf,
  embedThemeOf,
  iframeSnippet,
  playgroundHrefOf,
} from './embedAddress';

const subjectAt = (search: string, hash = '') =>
  embedSubjectOf(playgroundAddress(new URLSearchParams(search), hash));

describe('the embed’s address', () => {
  it('names what the playground’s does: an example at a step, or a share link', () => {
    expect(subjectAt('?scenario=seed-demo&step=4')).toEqual({
      kind: 'example',
      name: 'seed-demo',
      step: 3,
    });
    expect(subjectAt('?scenario=seed-demo')).toEqual({
      kind: 'example',
      name: 'seed-demo',
      step: null,
    });
    expect(subjectAt('', '#s=v1.abc.def')).toEqual({ kind: 'link', hash: '#s=v1.abc.def' });
  });

  it('names nothing without an example or a link (the page says so)', () => {
    expect(subjectAt('')).toBeNull();
    expect(subjectAt('?step=2')).toBeNull();
    expect(subjectAt('?scenario=')).toBeNull();
  });

  it('is written as the playground’s, at /embed, and read back the same', () => {
    const example = { kind: 'example', name: 'seed-demo', step: 2 } as const;
    expect(embedHref(example)).toBe('/embed?scenario=seed-demo&step=3');
    expect(embedHref({ ...example, step: null })).toBe('/embed?scenario=seed-demo');
    expect(embedHref({ ...example, step: -1 })).toBe('/embed?scenario=seed-demo');
    expect(embedHref({ kind: 'link', hash: '#s=v1.abc.def' })).toBe('/embed#s=v1.abc.def');
    const back = new URL(embedHref(example), 'http://x.invalid');
    expect(subjectAt(back.search, back.hash)).toEqual(example);
  });

  it('carries the language of the page it was made on, which the embed then opens in', () => {
    const example = { kind: 'example', name: 'seed-demo', step: 2 } as const;
    expect(embedHref(example, 'zh-CN')).toBe('/embed?scenario=seed-demo&step=3&lang=zh-CN');
    expect(embedHref({ ...example, step: null }, 'en')).toBe('/embed?scenario=seed-demo&lang=en');
    expect(embedHref({ kind: 'link', hash: '#s=v1.abc.def' }, 'zh-CN')).toBe(
      '/embed?lang=zh-CN#s=v1.abc.def',
    );
    // Read back: the same subject, and the language the app starts in (i18n/locales.ts).
    for (const subject of [example, { kind: 'link', hash: '#s=v1.abc.def' } as const]) {
      const back = new URL(embedHref(subject, 'zh-CN'), 'http://x.invalid');
      expect(subjectAt(back.search, back.hash)).toEqual(subject);
      const param = back.searchParams.get(LANG_PARAM);
      expect(chooseLocale({ param, stored: 'en', languages: ['en-US'] })).toBe('zh-CN');
    }
  });

  it('opens in FenceLab at the playground, at the same step', () => {
    expect(playgroundHrefOf({ kind: 'example', name: 'seed-demo', step: 4 })).toBe(
      '/playground?scenario=seed-demo&step=5',
    );
    expect(playgroundHrefOf({ kind: 'link', hash: '#s=v1.abc' })).toBe('/playground#s=v1.abc');
  });

  it('takes a light or dark theme, and nothing else', () => {
    expect(embedThemeOf(new URLSearchParams('?theme=dark'))).toBe('dark');
    expect(embedThemeOf(new URLSearchParams('?theme=light'))).toBe('light');
    expect(embedThemeOf(new URLSearchParams('?theme=blue'))).toBeNull();
    expect(embedThemeOf(new URLSearchParams(''))).toBeNull();
  });
});

describe('the <iframe> snippet', () => {
  it('frames the embed at full width, lazily, with a title', () => {
    const html = iframeSnippet('https://fencelab.example/embed?scenario=seed-demo', 'FenceLab: x');
    expect(html).toBe(
      '<iframe src="https://fencelab.example/embed?scenario=seed-demo" width="100%" ' +
        'height="640" title="FenceLab: x" loading="lazy"></iframe>',
    );
  });

  it('keeps a title’s quotes and angle brackets from breaking out of the attribute', () => {
    const html = iframeSnippet('https://f.example/embed?scenario=a&step=1', 'A "quoted" <b>&');
    expect(html).toContain('src="https://f.example/embed?scenario=a&amp;step=1"');
    expect(html).toContain('title="A &quot;quoted&quot; &lt;b&gt;&amp;"');
    expect(html.match(/</g)).toHaveLength(2);
  });
});
