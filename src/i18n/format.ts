// Fills a compiled message (Lingui's runtime form, made at build time by scripts/messagesPlugin.ts)
// with its values: text, `{name}`, and `plural` / `selectordinal` / `select` with `#` for the
// count. Lingui's own formatter builds an `Intl.NumberFormat` for every plural it formats, even
// one whose text has no `#`, and a page's first one loads ICU's number data: 22–34 ms on the main
// thread in Chromium on this two-core machine, about four times that on a slow phone, the moment
// a lesson's player first shows a card. Both of the app's languages write a count under a
// thousand with plain digits (`format.test.ts` holds that for every locale), so this writes those
// itself and builds the formatter only for other numbers. The output is Lingui's, message for
// message (`format.test.ts` compares every message of every catalog). Pure.

/** A compiled message: text, or a placeholder `[name]`, or `[name, type, cases]`. */
export type CompiledMessage = string | readonly Token[];
type Token = string | readonly [name: string, type?: string, cases?: unknown];

/** The languages whose counts under a thousand are their plain digits (format.test.ts). */
const PLAIN_DIGITS = new Set(['en', 'zh-CN']);

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** `#` in a plural: `value` as Lingui writes it (`Intl.NumberFormat` of the locale). */
export function formatCount(value: unknown, locale: string): string {
  if (
    PLAIN_DIGITS.has(locale) &&
    typeof value === 'number' &&
    Number.isInteger(value) &&
    Math.abs(value) < 1000 &&
    !Object.is(value, -0)
  )
    return String(value);
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value as number);
}

function pluralCategory(value: number, locale: string, ordinal: boolean): string {
  const key = `${locale}/${ordinal ? 'ordinal' : 'cardinal'}`;
  let rules = pluralRules.get(key);
  if (!rules)
    pluralRules.set(
      key,
      (rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' })),
    );
  return rules.select(value);
}

/** The message with its values; a type other than the three above is an error (the build's too). */
export function formatMessage(
  message: CompiledMessage,
  values: Record<string, unknown>,
  locale: string,
): string {
  return typeof message === 'string' ? message : fill(message, values, locale, null);
}

/** `count` is what `#` stands for here: inside a plural's case, never inside a select's. */
function fill(
  tokens: readonly Token[],
  values: Record<string, unknown>,
  locale: string,
  count: string | null,
): string {
  let out = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      out += token === '#' && count !== null ? count : token;
      continue;
    }
    const [name, type, cases] = token;
    const value = values[name];
    if (type === undefined) {
      if (value != null) out += String(value);
      continue;
    }
    const rules = cases as Record<string, readonly Token[] | undefined>;
    // A case of the message's own: a value such as "constructor" is no case, but other.
    const choice = (key: string) => (Object.hasOwn(rules, key) ? rules[key] : undefined);
    if (type === 'select') {
      const chosen = choice(String(value)) ?? rules.other;
      if (chosen) out += fill(chosen, values, locale, null);
    } else if (type === 'plural' || type === 'selectordinal') {
      const offset = Number((cases as { offset?: unknown }).offset ?? 0);
      const n = (value as number) - offset;
      const chosen =
        choice(String(value)) ??
        choice(pluralCategory(n, locale, type !== 'plural')) ??
        rules.other;
      if (chosen) out += fill(chosen, values, locale, formatCount(n, locale));
    } else {
      throw new Error(`FenceLab formats no "${type}" in a message (placeholder ${name})`);
    }
  }
  return out;
}

const FORMATTED = new Set(['plural', 'selectordinal', 'select']);
/** Lingui turns these in a message's text into their characters; formatMessage leaves them. */
const ESCAPE_SEQUENCE = /\\u[a-fA-F0-9]{4}|\\x[a-fA-F0-9]{2}/;

/**
 * Why formatMessage would not write `message` as Lingui does, or null: a placeholder of another
 * type (`{n, number}`, a date) or an escape sequence in the text. The build refuses such a message.
 */
export function unsupported(message: CompiledMessage): string | null {
  if (typeof message === 'string')
    return ESCAPE_SEQUENCE.test(message)
      ? `an escape sequence in "${message}": write the character itself`
      : null;
  for (const token of message) {
    if (typeof token === 'string') {
      const problem = unsupported(token);
      if (problem) return problem;
      continue;
    }
    const [name, type, cases] = token;
    if (type === undefined) continue;
    if (!FORMATTED.has(type))
      return `{${name}, ${type}}: a message can format plural, selectordinal and select only`;
    for (const c of Object.values(cases as Record<string, unknown>)) {
      const problem = Array.isArray(c) ? unsupported(c as readonly Token[]) : null;
      if (problem) return problem;
    }
  }
  return null;
}
