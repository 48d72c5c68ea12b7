import { describe, expect, it } from 'vitest';
import { chooseLocale, localeOfTag } from './locales';

describe('choosing the language', () => {
  it('reads any Chinese tag as zh-CN, English tags as en, others as none', () => {
    expect(['zh', 'zh-CN', 'zh-Hans-SG', 'ZH-tw', 'zh_CN'].map(localeOfTag)).toEqual(
      Array(5).fill('zh-CN'),
    );
    expect(['en', 'en-GB'].map(localeOfTag)).toEqual(['en', 'en']);
    expect(['fr', '', null, 'zhx'].map(localeOfTag)).toEqual([null, null, null, null]);
  });

  it('takes the address first, then the stored choice, then the browser, else English', () => {
    const none = { param: null, stored: null, languages: [] };
    expect(chooseLocale(none)).toBe('en');
    expect(chooseLocale({ ...none, languages: ['fr-FR', 'zh-CN', 'en'] })).toBe('zh-CN');
    expect(chooseLocale({ ...none, stored: 'en', languages: ['zh-CN'] })).toBe('en');
    expect(chooseLocale({ param: 'zh-CN', stored: 'en', languages: ['en'] })).toBe('zh-CN');
    expect(chooseLocale({ param: 'en', stored: 'zh-CN', languages: ['zh'] })).toBe('en');
    // A parameter or a stored value we do not know counts as none.
    expect(chooseLocale({ param: 'klingon', stored: 'xx', languages: ['zh'] })).toBe('zh-CN');
  });
});
