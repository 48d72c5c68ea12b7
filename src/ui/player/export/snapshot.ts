// The timeline on screen, copied as it is drawn now: its <svg> (and the lane names' column that
// lies over its left edge) cloned, every style the page's CSS gives it written into the copy as
// presentation attributes with the computed values (tokens, light-dark() and the theme resolved),
// and the caption of the step at the playhead read as paragraphs.
import { t } from '../../../i18n/i18n';
import type { CaptionBlock } from './captionLayout';
import { resolveCss } from './cssVars';
import { ExportError } from './job';
import {
  attributesFor,
  fontStack,
  parseColor,
  STYLE_PROPS,
  styleValues,
  svgTransform,
  type StyleValues,
} from './svgStyle';

export interface Snapshot {
  /** The timeline's <svg>, cloned with its styles inlined. */
  body: SVGSVGElement;
  /** The lane names' column, as a group to draw over the body's left edge. */
  gutter: SVGGElement | null;
  width: number;
  height: number;
  /** The theme's background and hairline colours, `#rrggbb`. */
  background: string;
  rule: string;
  /** The timeline's accessible name, for the file's <title>. */
  label: string;
  caption: CaptionBlock[];
  /** The step the timeline and the caption show. */
  step: number;
}

/** Attributes of the page that mean nothing in a file: interaction, test hooks, inline CSS. */
const DROPPED = /^(?:data-|aria-|on)|^(?:style|tabindex|role|focusable)$/;
/** Elements whose look is not drawn: their attributes are dropped, nothing is added. */
const UNDRAWN = new Set(['title', 'desc']);

const hexOf = (value: string, fallback: string) => {
  const c = parseColor(value);
  return c && c.alpha > 0 ? c.hex : fallback;
};

/** Whether the page shows the dark side of its light-dark() colours. */
function darkShown(): boolean {
  const scheme = getComputedStyle(document.documentElement).colorScheme;
  if (scheme.includes('dark') && !scheme.includes('light')) return true;
  if (scheme.includes('light') && !scheme.includes('dark')) return false;
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/**
 * WARNING: a value that still names a variable (an attribute a component wrote as `var(--x)`)
 * is resolved from the root's declarations, so that nothing of the page is left in the file.
 */
function resolveLeftovers(el: Element): void {
  const root = getComputedStyle(document.documentElement);
  for (const attr of [...el.attributes]) {
    if (!/\b(?:var|light-dark)\(/.test(attr.value)) continue;
    const value = resolveCss(attr.value, (name) => root.getPropertyValue(name), darkShown());
    el.setAttribute(
      attr.name,
      attr.value.startsWith('var(') ? (parseColor(value)?.hex ?? value) : value,
    );
  }
}

/** `live` cloned, each element carrying its computed look (relative to `parent`, the root's). */
function inlined(
  live: SVGElement,
  parent: StyleValues | null,
): { clone: SVGElement; root: StyleValues } {
  const clone = live.cloneNode(true) as SVGElement;
  const lives = [live, ...live.querySelectorAll('*')];
  const clones = [clone, ...clone.querySelectorAll('*')];
  const values = new Map<Element, StyleValues>();
  lives.forEach((el, k) => {
    const copy = clones[k];
    if (!copy) return;
    for (const attr of [...copy.attributes])
      if (DROPPED.test(attr.name) || (STYLE_PROPS as readonly string[]).includes(attr.name))
        copy.removeAttribute(attr.name);
    const above = el === live ? parent : (values.get(el.parentElement as Element) ?? parent);
    if (UNDRAWN.has(el.localName)) {
      if (above) values.set(el, above);
      return;
    }
    const cs = getComputedStyle(el);
    const own = styleValues((p) => cs.getPropertyValue(p));
    values.set(el, own);
    const { attrs, style } = attributesFor(own, above);
    for (const [name, value] of attrs) copy.setAttribute(name, value);
    if (style) copy.setAttribute('style', style);
    // The playhead is moved by a CSS transform in its style: the target, never mid-transition.
    const moved = (el as SVGElement).style?.transform;
    const transform = moved ? (svgTransform(moved) ?? svgTransform(cs.transform)) : null;
    if (transform) copy.setAttribute('transform', transform);
    resolveLeftovers(copy);
  });
  return { clone, root: values.get(live) ?? styleValues(() => '') };
}

/** The caption's paragraphs: its title, the changed tag, sentences, lesson and violations. */
function captionBlocks(caption: Element | null): CaptionBlock[] {
  if (!caption) return [];
  return [...caption.querySelectorAll(':scope > h3, :scope > p, :scope > .changed-tag')].map(
    (el) => {
      const cs = getComputedStyle(el);
      // Words the stylesheet adds before a paragraph (the lesson's arrow) are part of what it says.
      const before = /^["'](.*)["']$/.exec(getComputedStyle(el, '::before').content)?.[1] ?? '';
      return {
        text: `${before}${el.textContent ?? ''}`.replace(/\s+/g, ' ').trim(),
        size: Math.min(20, Math.max(11, parseFloat(cs.fontSize) || 14)),
        bold: (parseInt(cs.fontWeight, 10) || 400) >= 600,
        italic: cs.fontStyle === 'italic',
        color: hexOf(cs.color, '#000000'),
        family: fontStack(cs.fontFamily),
      };
    },
  );
}

/** The timeline and caption of the player in `scope`, as they are on screen now. */
export function takeSnapshot(scope: ParentNode): Snapshot {
  const box = scope.querySelector<HTMLElement>('[data-testid="timeline"]');
  const live = box?.querySelector<SVGSVGElement>('[data-testid="timeline-svg"]');
  if (!box || !live) throw new ExportError(t('player.export.error.noTimeline'));
  const body = inlined(live, null);
  const gutterLive = box.querySelector<SVGSVGElement>('svg.tl-gutter');
  let gutter: SVGGElement | null = null;
  if (gutterLive) {
    const { clone } = inlined(gutterLive, body.root);
    gutter = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    for (const attr of [...clone.attributes])
      if ((STYLE_PROPS as readonly string[]).includes(attr.name) || attr.name === 'class')
        gutter.setAttribute(attr.name, attr.value);
    gutter.append(...clone.childNodes);
  }
  const boxStyle = getComputedStyle(box);
  const page = hexOf(getComputedStyle(document.body).backgroundColor, '#ffffff');
  return {
    body: body.clone as SVGSVGElement,
    gutter,
    width: Math.ceil(parseFloat(live.getAttribute('width') ?? '') || live.clientWidth),
    height: Math.ceil(parseFloat(live.getAttribute('height') ?? '') || live.clientHeight),
    background: hexOf(boxStyle.backgroundColor, page),
    rule: hexOf(boxStyle.borderTopColor, '#d0d7de'),
    label: live.getAttribute('aria-label') ?? '',
    caption: captionBlocks(scope.querySelector('[data-testid="caption"]')),
    step: Number(box.dataset.step ?? -1),
  };
}
