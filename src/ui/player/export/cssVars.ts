// CSS custom properties and light-dark() resolved to plain values, for an exported file that must
// not depend on the page's stylesheets. Pure: the caller says what each property holds.

/** Deeper than this, a chain of variables is taken for a cycle and resolves to its fallback. */
const MAX_DEPTH = 16;

/** The index of the `)` closing the `(` at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let k = open; k < text.length; k++) {
    if (text[k] === '(') depth++;
    else if (text[k] === ')' && --depth === 0) return k;
  }
  return -1;
}

/** The arguments of a function's text, split at its top-level commas. */
function topLevelArgs(inner: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let k = 0; k < inner.length; k++) {
    const ch = inner[k];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      out.push(inner.slice(from, k));
      from = k + 1;
    }
  }
  out.push(inner.slice(from));
  return out.map((a) => a.trim());
}

/** Replaces every call `name(…)` in `text` with what `replace` makes of its inner text. */
function replaceCalls(text: string, name: string, replace: (inner: string) => string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const at = text.indexOf(`${name}(`, from);
    if (at < 0) return out + text.slice(from);
    const open = at + name.length;
    const end = closing(text, open);
    if (end < 0) return out + text.slice(from);
    out += text.slice(from, at) + replace(text.slice(open + 1, end));
    from = end + 1;
  }
}

/**
 * `text` with every `var(--name[, fallback])` replaced by what `lookup` says the property holds
 * (its declared text, itself resolved), or else by the fallback, or else by nothing.
 */
export function resolveVars(text: string, lookup: (name: string) => string, depth = 0): string {
  return replaceCalls(text, 'var', (inner) => {
    const [name = '', ...rest] = topLevelArgs(inner);
    const fallback = rest.length > 0 ? rest.join(', ') : '';
    const value = depth < MAX_DEPTH ? lookup(name).trim() : '';
    return resolveVars(value || fallback, lookup, depth + 1);
  });
}

/** `text` with every `light-dark(light, dark)` replaced by the side of the theme shown. */
export function pickLightDark(text: string, dark: boolean): string {
  return replaceCalls(text, 'light-dark', (inner) => {
    const [light = '', darkSide = ''] = topLevelArgs(inner);
    return pickLightDark(dark ? darkSide : light, dark);
  });
}

/** Both: a value of the page's stylesheets as the theme shown has it. */
export function resolveCss(text: string, lookup: (name: string) => string, dark: boolean): string {
  return pickLightDark(resolveVars(text, lookup), dark);
}
