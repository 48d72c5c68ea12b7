import { setupI18n } from '@lingui/core';
import { compileMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { catalogOf } from '../../scripts/cli/language';
import { countIntl } from '../testing/intlCount';
import { placeholdersOf } from '../testing/messagePlaceholders';
import { formatCount, formatMessage, unsupported, type CompiledMessage } from './format';
import { LOCALES } from './locales';

const EDGES = [0.5, -2.25, 1000, 1234.5, 12345, 1e6, -1000, -0, Number.NaN, Infinity];

describe('formatCount', () => {
  it.each(LOCALES)('writes every number as Intl.NumberFormat does in %s', (locale) => {
    const intl = new Intl.NumberFormat(locale);
    for (let v = -1500; v <= 1500; v++) expect(formatCount(v, locale)).toBe(intl.format(v));
    for (const v of EDGES) expect(formatCount(v, locale)).toBe(intl.format(v));
  });

  it('builds no Intl.NumberFormat for a count under a thousand, and one for a larger number', () => {
    const made = countIntl('NumberFormat');
    expect([0, 1, 7, 999, -999].map((n) => formatCount(n, 'zh-CN'))).toEqual([
      '0',
      '1',
      '7',
      '999',
      '-999',
    ]);
    expect(made()).toBe(0);
    // A locale of its own, so that no earlier test's formatter is kept for it.
    expect(formatCount(12345, 'en-GB')).toBe('12,345');
    expect(made()).toBe(1);
  });
});

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 999, 1000, 12345, -1, 1.5];

/** Values for a message's placeholders, the i-th of several sets (every count and case in turn). */
function valuesFor(uses: Map<string, Set<string>>, i: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, how] of uses) {
    const choices: unknown[] = [];
    if (how.has('count')) choices.push(...COUNTS);
    for (const h of how) if (h.startsWith('select:')) choices.push(h.slice(7));
    if (how.has('text') || choices.length === 0) choices.push(`‹${name}›`, 'x\\u0041');
    if ([...how].some((h) => h.startsWith('select:'))) choices.push('none of the cases');
    values[name] = choices[i % choices.length];
  }
  return values;
}

describe('formatMessage', () => {
  it.each(LOCALES)(
    "writes every message of the %s catalog as Lingui's formatter does",
    (locale) => {
      const catalog = catalogOf(locale);
      const lingui = setupI18n({ locale, messages: { [locale]: catalog } });
      lingui.setMessagesCompiler(compileMessage);
      let compared = 0;
      for (const [key, text] of Object.entries(catalog)) {
        const compiled = compileMessageOrThrow(text) as CompiledMessage;
        const uses = placeholdersOf(compiled);
        for (let i = 0; i < COUNTS.length + 4; i++) {
          const values = valuesFor(uses, i);
          // Lingui decodes escape sequences in what it writes, values included; the app's t()
          // never did for values, so those are compared on values without a backslash.
          if (Object.values(values).some((v) => String(v).includes('\\'))) continue;
          expect(formatMessage(compiled, values, locale), `${key} ${JSON.stringify(values)}`).toBe(
            lingui._(key, values),
          );
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(Object.keys(catalog).length);
    },
  );

  it("writes # as the plural count, less its offset, and leaves a select case's # alone", () => {
    const m = (text: string) => compileMessageOrThrow(text) as CompiledMessage;
    expect(
      formatMessage(
        m('{n, plural, offset:1 =0 {none} one {# other} other {# others}}'),
        { n: 3 },
        'en',
      ),
    ).toBe('2 others');
    expect(formatMessage(m('{n, plural, offset:1 =0 {none} other {#}}'), { n: 0 }, 'en')).toBe(
      'none',
    );
    expect(
      formatMessage(
        m('{n, plural, other {{k, select, a {#a} other {#}} #}}'),
        { n: 4, k: 'a' },
        'en',
      ),
    ).toBe('#a 4');
    expect(
      formatMessage(m('{n, plural, other {# / {m, plural, other {#}}}}'), { n: 4, m: 2000 }, 'en'),
    ).toBe('4 / 2,000');
    expect(
      formatMessage(
        m('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}'),
        { n: 22 },
        'en',
      ),
    ).toBe('22nd');
  });

  it("takes a value that names no case, such as an object's own property names, as other", () => {
    const m = compileMessageOrThrow('{k, select, a {A} other {O}}') as CompiledMessage;
    for (const k of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect(formatMessage(m, { k }, 'en')).toBe('O');
  });

  it('keeps a value exactly as given, backslashes included', () => {
    const m = compileMessageOrThrow('at {path}') as CompiledMessage;
    expect(formatMessage(m, { path: String.raw`C:\x41\u0042` }, 'en')).toBe(
      String.raw`at C:\x41\u0042`,
    );
  });
});

describe('unsupported', () => {
  const m = (text: string) => compileMessageOrThrow(text) as CompiledMessage;
  it('names a placeholder of a type the app does not format, and an escape sequence', () => {
    expect(unsupported(m('{n, number} rows'))).toMatch(/\{n, number\}/);
    expect(unsupported(m('{n, plural, other {{d, date}}}'))).toMatch(/\{d, date\}/);
    expect(unsupported(m(String.raw`a\u00a0b`))).toMatch(/escape sequence/);
    expect(
      unsupported(m('{n, plural, one {# row} other {# rows}} and {k, select, a {A} other {B}}')),
    ).toBeNull();
  });

  it.each(LOCALES)('finds nothing to refuse in the %s catalog', (locale) => {
    for (const [key, text] of Object.entries(catalogOf(locale)))
      expect(unsupported(compileMessageOrThrow(text) as CompiledMessage), key).toBeNull();
  });
});
