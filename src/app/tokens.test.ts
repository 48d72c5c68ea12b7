// The token layer holds: no stylesheet but tokens.css writes a raw colour, a one-off space, radius,
// type size, layer or shadow, and media queries use only the breakpoints tokens.css lists.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const TOKENS = 'app/tokens.css';

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return cssFiles(path);
    return e.name.endsWith('.css') ? [relative(SRC, path).split('\\').join('/')] : [];
  });
}

/** A stylesheet without its comments, so that words in them are not taken for values. */
function source(file: string): string {
  return readFileSync(join(SRC, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
}

/** Every `property: value` declaration of a stylesheet, custom properties included. */
function declarations(css: string): { property: string; value: string }[] {
  const out: { property: string; value: string }[] = [];
  const re = /(?:^|[{;])\s*(--[\w-]+|[a-z-]+)\s*:\s*([^;{}]+?)\s*(?=;|\})/g;
  for (const m of css.matchAll(re)) out.push({ property: m[1] ?? '', value: m[2] ?? '' });
  return out;
}

const CHECKED = cssFiles(SRC).filter((f) => f !== TOKENS);

const RAW_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;
const NAMED_COLOUR =
  /\b(?:white|black|red|green|blue|gray|grey|silver|orange|purple|yellow|navy|maroon|teal)\b/i;
const LENGTH = /(?<![\w.-])(?:\d*\.)?\d+(?:px|rem)\b/;

/** Properties whose values come from a scale of tokens.css. */
const SCALED: { test: RegExp; ok: (value: string) => boolean }[] = [
  // Spaces: tokens, 0, auto, or em (sized to the text itself).
  { test: /^(?:margin|padding|gap|row-gap|column-gap)(?:-[a-z-]+)?$/, ok: (v) => !LENGTH.test(v) },
  { test: /^border(?:-[a-z]+)*-radius$/, ok: (v) => !LENGTH.test(v) },
  { test: /^font-size$/, ok: (v) => !LENGTH.test(v) },
  { test: /^z-index$/, ok: (v) => /^var\(--z-[\w-]+\)$/.test(v) },
  // Elevation comes from --shadow-*; an inset shadow is an edge (a bar at a row's side).
  {
    test: /^box-shadow$/,
    ok: (v) => /^(?:none|var\(--shadow-[\w-]+\))$/.test(v) || /^inset\b/.test(v),
  },
];

describe('the token layer', () => {
  it('finds the stylesheets it checks', () => {
    expect(CHECKED).toContain('app/trace.css');
    expect(CHECKED).toContain('ui/lesson/lessonExercise.css');
    expect(CHECKED).toContain('ui/player/timeline/timelineSteps.css');
    expect(CHECKED).toContain('ui/story/story.css');
    expect(CHECKED.length).toBeGreaterThan(8);
  });

  it('keeps raw colours in tokens.css only', () => {
    const found = CHECKED.flatMap((file) =>
      declarations(source(file))
        .filter(({ property }) => property !== 'content' && property !== 'font-family')
        .filter(({ value }) => RAW_COLOUR.test(value) || NAMED_COLOUR.test(value))
        .map(({ property, value }) => `${file}: ${property}: ${value}`),
    );
    expect(found).toEqual([]);
  });

  it('takes spaces, radii, type sizes, layers and shadows from the scales', () => {
    const found = CHECKED.flatMap((file) =>
      declarations(source(file))
        .filter(({ property, value }) => SCALED.some((s) => s.test.test(property) && !s.ok(value)))
        .map(({ property, value }) => `${file}: ${property}: ${value}`),
    );
    expect(found).toEqual([]);
  });

  it('uses only the breakpoints tokens.css lists', () => {
    const tokens = source(TOKENS);
    const listed = [...tokens.matchAll(/--bp-[\w-]+:\s*([\d.]+px)/g)].map((m) => m[1]);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    const used = [TOKENS, ...CHECKED].flatMap((file) =>
      [...source(file).matchAll(/@media([^{]+)\{/g)].flatMap((m) =>
        [...(m[1] ?? '').matchAll(/([\d.]+(?:px|rem|em))/g)].map((w) => ({ file, width: w[1] })),
      ),
    );
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((u) => !listed.includes(u.width))).toEqual([]);
  });

  it('defines every token a stylesheet uses', () => {
    const defined = new Set(
      [TOKENS, ...CHECKED].flatMap((f) =>
        declarations(source(f))
          .map((d) => d.property)
          .filter((p) => p.startsWith('--')),
      ),
    );
    const missing = CHECKED.flatMap((file) =>
      [...source(file).matchAll(/var\((--[\w-]+)/g)]
        .map((m) => m[1] ?? '')
        .filter((name) => !defined.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
