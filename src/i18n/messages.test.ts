import { readFileSync } from 'node:fs';
import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../scripts/messagesPlugin';
import { LOCALES } from './locales';

const source = (locale: string) =>
  JSON.parse(readFileSync(`src/i18n/messages/${locale}.json`, 'utf8')) as Record<string, string>;

/** The `{names}` a message fills (plural and select arguments included). */
const placeholders = (message: string) =>
  [...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1]).sort();

describe('the message catalogs', () => {
  const en = source('en');
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} has every English message, no other, each with the same placeholders`, () => {
      const other = source(locale);
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [key, message] of Object.entries(en))
        expect([key, placeholders(other[key] ?? '')]).toEqual([key, placeholders(message)]);
    });
  }

  it('compile, and format plurals and placeholders in each language', () => {
    const compiled = (l: string) =>
      JSON.parse(
        compileCatalog(readFileSync(`src/i18n/messages/${l}.json`, 'utf8'), `${l}.json`),
      ) as Messages;
    const i18n = setupI18n({
      locale: 'en',
      messages: { en: compiled('en'), 'zh-CN': compiled('zh-CN') },
    });
    expect(i18n._('progress.hints', { n: 1 })).toBe('1 hint used');
    expect(i18n._('progress.hints', { n: 3 })).toBe('3 hints used');
    expect(i18n._('lesson.of', { n: 2, total: 15 })).toBe('Lesson 2 of 15');
    i18n.activate('zh-CN');
    expect(i18n._('lesson.of', { n: 2, total: 15 })).toBe('第 2 课，共 15 课');
    expect(i18n._('progress.hints', { n: 3 })).toBe('已用 3 条提示');
  });

  it('refuse a message that does not compile, naming the catalog and the key', () => {
    expect(() => compileCatalog('{"a.b": "{n, plural, one {x}"}', 'zh-CN.json')).toThrow(
      /^zh-CN\.json: a\.b: /,
    );
  });
});
