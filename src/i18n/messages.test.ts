import { readdirSync, readFileSync } from 'node:fs';
import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../scripts/messagesPlugin';
import { placeholdersOf } from '../testing/messagePlaceholders';
import { LOCALES } from './locales';

const DIR = 'src/i18n/messages';
const parts = (locale: string) =>
  readdirSync(`${DIR}/${locale}`)
    .filter((f) => f.endsWith('.json'))
    .sort();
const part = (locale: string, file: string) =>
  JSON.parse(readFileSync(`${DIR}/${locale}/${file}`, 'utf8')) as Record<string, string>;
const catalog = (locale: string) =>
  Object.assign({}, ...parts(locale).map((f) => part(locale, f))) as Record<string, string>;
const compiled = (locale: string) =>
  Object.assign(
    {},
    ...parts(locale).map((f) =>
      JSON.parse(compileCatalog(readFileSync(`${DIR}/${locale}/${f}`, 'utf8'), f)),
    ),
  ) as Messages;

/**
 * The `{names}` a message fills (plural and select arguments included, and those inside their
 * branches), read from Lingui's own parse, so a branch's plain words are not taken for names.
 */
const placeholders = (message: string) =>
  [...placeholdersOf(compileMessage(message)).keys()].sort();

describe('the message catalogs', () => {
  it('are compared by the names they fill, a branch’s plain words not among them', () => {
    expect(placeholders('The {kind, select, progress {progress} other {review}} file')).toEqual([
      'kind',
    ]);
    expect(placeholders('{n, plural, one {# {what}} other {# {what}s}} at {at}')).toEqual([
      'at',
      'n',
      'what',
    ]);
    expect(placeholders('no names here')).toEqual([]);
  });

  it('give every key once, in one part only', () => {
    const seen = new Map<string, string>();
    for (const f of parts('en'))
      for (const key of Object.keys(part('en', f))) {
        expect([key, seen.get(key) ?? f]).toEqual([key, f]);
        seen.set(key, f);
      }
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} has every English message, in the same part, with the same placeholders`, () => {
      expect(parts(locale)).toEqual(parts('en'));
      for (const f of parts('en')) {
        const en = part('en', f);
        const other = part(locale, f);
        expect([f, Object.keys(other).sort()]).toEqual([f, Object.keys(en).sort()]);
        for (const [key, message] of Object.entries(en))
          expect([key, placeholders(other[key] ?? '')]).toEqual([key, placeholders(message)]);
      }
    });
  }

  it('compile, and format plurals and placeholders in each language', () => {
    expect(Object.keys(catalog('en')).length).toBeGreaterThan(0);
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

  it('refuse a message the app would not write as Lingui does (format.ts), naming it', () => {
    expect(() => compileCatalog('{"a.b": "{n, number} rows"}', 'en.json')).toThrow(
      /^en\.json: a\.b: \{n, number\}/,
    );
    expect(() => compileCatalog('{"a.c": "a\\\\u00a0b"}', 'en.json')).toThrow(
      /^en\.json: a\.c: an escape sequence/,
    );
  });
});
