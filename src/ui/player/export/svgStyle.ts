// How the computed style of an element of the timeline becomes SVG presentation attributes that
// need no stylesheet: colours as hex (their alpha folded into the opacity, which Inkscape and
// every SVG 1.1 reader understand), lengths as plain numbers, url() paints as references inside
// the file, and only what differs from the parent (or from the initial value) written.
// Pure: the DOM part hands in what getComputedStyle says.

/** Properties an element passes on to its children, as SVG and CSS define them. */
export const INHERITED = [
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'paint-order',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant-numeric',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'visibility',
] as const;

/** Properties that are the element's own. */
export const OWN = ['opacity'] as const;

export type StyleProp = (typeof INHERITED)[number] | (typeof OWN)[number];

/** Every property handled: the attributes of these names are rewritten from the computed style. */
export const STYLE_PROPS: readonly StyleProp[] = [...INHERITED, ...OWN];

/** Not presentation attributes in SVG 1.1: written in a `style` attribute instead. */
const STYLE_ONLY = new Set<StyleProp>(['font-variant-numeric']);

export type StyleValues = Record<StyleProp, string>;

/** What an SVG reader assumes when nothing is said (font-family: always said at the root). */
export const INITIAL: StyleValues = {
  fill: '#000000',
  'fill-opacity': '1',
  'fill-rule': 'nonzero',
  stroke: 'none',
  'stroke-width': '1',
  'stroke-opacity': '1',
  'stroke-dasharray': 'none',
  'stroke-dashoffset': '0',
  'stroke-linecap': 'butt',
  'stroke-linejoin': 'miter',
  'stroke-miterlimit': '4',
  'paint-order': 'normal',
  'font-family': '',
  'font-size': '16',
  'font-weight': '400',
  'font-style': 'normal',
  'font-variant-numeric': 'normal',
  'text-anchor': 'start',
  'dominant-baseline': 'auto',
  'letter-spacing': 'normal',
  visibility: 'visible',
  opacity: '1',
};

/** CJK fonts of each platform, for a stack that names none (see src/app/tokens.css). */
const CJK_SANS =
  "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC'";
const CJK_MONO = "'Noto Sans Mono CJK SC', 'PingFang SC', 'Microsoft YaHei'";
const NAMES_CJK =
  /pingfang|yahei|noto sans (mono )?cjk|source han|hiragino|heiti|simhei|wenquanyi/i;
const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui']);

const round = (n: number, places = 3) => String(Math.round(n * 10 ** places) / 10 ** places);

/** An sRGB colour as `#rrggbb` and its alpha, or null when `value` is not a colour it reads. */
export function parseColor(value: string): { hex: string; alpha: number } | null {
  const v = value.trim().toLowerCase();
  if (v === 'transparent') return { hex: '#000000', alpha: 0 };
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(v);
  if (hex?.[1]) {
    const h = hex[1];
    const full = h.length <= 4 ? [...h].map((c) => c + c).join('') : h;
    const alpha = full.length === 8 ? parseInt(full.slice(6), 16) / 255 : 1;
    return { hex: `#${full.slice(0, 6)}`, alpha };
  }
  const rgb = /^rgba?\(([^)]*)\)$/.exec(v);
  const srgb = /^color\(srgb\s+([^)]*)\)$/.exec(v);
  const body = rgb?.[1] ?? srgb?.[1];
  if (body === undefined) return null;
  const parts = body.split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3) return null;
  const unit = srgb ? 255 : 1;
  const channel = (p: string) =>
    p.endsWith('%') ? (parseFloat(p) / 100) * 255 : parseFloat(p) * unit;
  const [r, g, b] = parts.slice(0, 3).map(channel);
  const a = parts[3];
  const alpha = a === undefined ? 1 : a.endsWith('%') ? parseFloat(a) / 100 : parseFloat(a);
  if ([r, g, b, alpha].some((n) => n === undefined || Number.isNaN(n))) return null;
  const byte = (n: number) =>
    Math.max(0, Math.min(255, Math.round(n)))
      .toString(16)
      .padStart(2, '0');
  return { hex: `#${byte(r ?? 0)}${byte(g ?? 0)}${byte(b ?? 0)}`, alpha };
}

/**
 * A computed paint as SVG writes it: a colour as hex and its alpha apart, `none` for a paint that
 * shows nothing, and `url(…)` cut to the fragment (the browser computes it as an absolute URL of
 * the page, which the file must not name).
 */
export function parsePaint(
  value: string,
  currentColor = '#000000',
): { paint: string; alpha: number } {
  const v = value.trim();
  if (v === '' || v === 'none') return { paint: 'none', alpha: 1 };
  if (v.toLowerCase() === 'currentcolor') return parsePaint(currentColor);
  if (v.startsWith('url(')) {
    const end = v.indexOf(')');
    const inner = v.slice(4, end < 0 ? undefined : end).replace(/["']/g, '');
    const fragment = inner.slice(inner.lastIndexOf('#') + 1);
    const rest = end < 0 ? '' : v.slice(end + 1).trim();
    const fallback = rest ? ` ${parsePaint(rest, currentColor).paint}` : '';
    return { paint: `url(#${fragment})${fallback}`, alpha: 1 };
  }
  const colour = parseColor(v);
  if (!colour) return { paint: v, alpha: 1 };
  if (colour.alpha <= 0) return { paint: 'none', alpha: 1 };
  return { paint: colour.hex, alpha: colour.alpha };
}

/** `12px` → `12`: SVG 1.1 readers want user units. Other units and keywords stay as they are. */
export function plainLength(value: string): string {
  const v = value.trim();
  const px = /^(-?[\d.]+(?:e-?\d+)?)px$/i.exec(v);
  return px?.[1] ? round(parseFloat(px[1])) : v;
}

/** `2px, 4px` → `2 4`. */
export function dashArray(value: string): string {
  const v = value.trim();
  if (v === '' || v === 'none') return 'none';
  return v
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(plainLength)
    .join(' ');
}

/**
 * A font stack as the file names it: single quotes (the attribute is double-quoted) and, if the
 * stack names no CJK font, the platforms' CJK fonts before its generic family, so that a Chinese
 * label opened on another machine is not drawn as boxes.
 */
export function fontStack(value: string): string {
  const families = value
    .split(',')
    .map((f) => f.trim().replace(/^["']|["']$/g, ''))
    .filter(Boolean)
    .map((f) => (/^[\w-]+$/.test(f) && !/^\d/.test(f) ? f : `'${f}'`));
  const stack = families.join(', ');
  if (NAMES_CJK.test(stack)) return stack;
  const mono = families.includes('monospace') || /mono|consolas|menlo/i.test(stack);
  const cjk = mono ? CJK_MONO : CJK_SANS;
  const last = families.at(-1);
  if (last !== undefined && GENERIC.has(last))
    return [...families.slice(0, -1), cjk, last].join(', ');
  return [...families, cjk, mono ? 'monospace' : 'sans-serif'].join(', ');
}

/** The handled properties of one element, from its computed style, in the file's terms. */
export function styleValues(get: (prop: string) => string): StyleValues {
  const colour = get('color');
  const fill = parsePaint(get('fill'), colour);
  const stroke = parsePaint(get('stroke'), colour);
  const number = (prop: string, fallback: string, times = 1) => {
    const n = parseFloat(get(prop));
    return Number.isNaN(n) ? fallback : round(n * times);
  };
  const keyword = (prop: StyleProp) => get(prop).trim() || INITIAL[prop];
  const family = get('font-family').trim();
  return {
    fill: fill.paint,
    'fill-opacity': number('fill-opacity', '1', fill.alpha),
    'fill-rule': keyword('fill-rule'),
    stroke: stroke.paint,
    'stroke-width': plainLength(get('stroke-width')) || '1',
    'stroke-opacity': number('stroke-opacity', '1', stroke.alpha),
    'stroke-dasharray': dashArray(get('stroke-dasharray')),
    'stroke-dashoffset': plainLength(get('stroke-dashoffset')) || '0',
    'stroke-linecap': keyword('stroke-linecap'),
    'stroke-linejoin': keyword('stroke-linejoin'),
    'stroke-miterlimit': number('stroke-miterlimit', '4'),
    'paint-order': keyword('paint-order'),
    'font-family': family ? fontStack(family) : '',
    'font-size': plainLength(get('font-size')) || '16',
    'font-weight': keyword('font-weight'),
    'font-style': keyword('font-style'),
    'font-variant-numeric': keyword('font-variant-numeric'),
    'text-anchor': keyword('text-anchor'),
    'dominant-baseline': keyword('dominant-baseline'),
    'letter-spacing': plainLength(get('letter-spacing')) || 'normal',
    visibility: keyword('visibility'),
    opacity: number('opacity', '1'),
  };
}

/**
 * What an element must say so that, in a file with no stylesheet, it looks as it does on the page:
 * each inherited property that differs from its parent's (from the initial value at the root),
 * each own property that differs from the initial value. Attributes, and a `style` text for the
 * few that are not presentation attributes.
 */
export function attributesFor(
  own: StyleValues,
  parent: StyleValues | null,
): { attrs: [string, string][]; style: string } {
  const base = parent ?? INITIAL;
  const changed: StyleProp[] = [
    ...INHERITED.filter((p) => own[p] !== base[p] && own[p] !== ''),
    ...OWN.filter((p) => own[p] !== INITIAL[p]),
  ];
  const attrs = changed.filter((p) => !STYLE_ONLY.has(p)).map((p): [string, string] => [p, own[p]]);
  const style = changed
    .filter((p) => STYLE_ONLY.has(p))
    .map((p) => `${p}:${own[p]}`)
    .join(';');
  return { attrs, style };
}

/**
 * A CSS transform (the playhead is moved by one, in its style) as an SVG `transform` attribute,
 * or null when it is none or not one of the functions read here.
 */
export function svgTransform(css: string): string | null {
  const v = css.trim();
  if (v === '' || v === 'none') return null;
  const out: string[] = [];
  const calls = v.matchAll(/([a-zA-Z]+)\(([^)]*)\)/g);
  let seen = '';
  for (const [whole, name = '', args = ''] of calls) {
    seen += whole;
    const n = args.split(/[\s,]+/).filter(Boolean);
    const num = (k: number) => (n[k] === undefined ? '0' : plainLength(n[k]).replace(/deg$/, ''));
    if (n.some((a) => !/^-?[\d.]+(?:e-?\d+)?(px|deg)?$/i.test(a))) return null;
    if (name === 'translateX') out.push(`translate(${num(0)} 0)`);
    else if (name === 'translateY') out.push(`translate(0 ${num(0)})`);
    else if (name === 'translate') out.push(`translate(${num(0)} ${num(1)})`);
    else if (name === 'scale') out.push(`scale(${num(0)} ${n[1] === undefined ? num(0) : num(1)})`);
    else if (name === 'rotate') out.push(`rotate(${num(0)})`);
    else if (name === 'matrix' && n.length === 6)
      out.push(`matrix(${n.map((_, k) => num(k)).join(' ')})`);
    else return null;
  }
  // Anything between the functions (or none at all) is not a transform list read here.
  if (out.length === 0 || seen.replace(/\s+/g, '') !== v.replace(/\s+/g, '')) return null;
  return out.join(' ');
}
