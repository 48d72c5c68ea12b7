// The exported figure: the snapshot's timeline on the theme's background, the lane names over its
// left edge, and the step's caption under it as wrapped <text>, serialised as one SVG file.
//
// Fonts: the app ships no webfont; it draws in the system's fonts (src/app/tokens.css, --font-sans
// and --font-mono). So the file names a font stack, with the platforms' CJK fonts in it, rather
// than embedding font files: text stays text, and each reader sets it in the best font it has.
import { layoutCaption, type CaptionLayout, type Measure } from './captionLayout';
import type { Snapshot } from './snapshot';
import { standaloneProblems, svgDocument } from './standalone';
import { ExportError } from './job';
import { t } from '../../../i18n/i18n';

const SVG_NS = 'http://www.w3.org/2000/svg';

export interface Figure {
  /** The SVG file's text. */
  markup: string;
  width: number;
  height: number;
}

function svgElement(name: string, attrs: Record<string, string | number>): SVGElement {
  const el = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/** The caption as one <text> a paragraph and one <tspan> a line, so each paragraph reads whole. */
function captionGroup(layout: CaptionLayout, width: number, rule: string): SVGElement {
  const g = svgElement('g', { class: 'fl-caption' });
  g.append(
    svgElement('line', {
      x1: 0,
      x2: width,
      y1: layout.top + 0.5,
      y2: layout.top + 0.5,
      stroke: rule,
      'stroke-width': 1,
    }),
  );
  for (const p of layout.paragraphs) {
    const text = svgElement('text', {
      x: p.x,
      'font-family': p.block.family,
      'font-size': p.block.size,
      'font-weight': p.block.bold ? 700 : 400,
      'font-style': p.block.italic ? 'italic' : 'normal',
      fill: p.block.color,
      'text-anchor': 'start',
    });
    for (const line of p.lines) {
      const span = svgElement('tspan', { x: p.x, y: line.y });
      span.textContent = line.text;
      text.append(span);
    }
    g.append(text);
  }
  return g;
}

/** How tall the caption of a snapshot is, laid out at its own width. */
export function captionHeight(s: Snapshot, measure: Measure): number {
  return layoutCaption(s.caption, s.width, measure, s.height).height;
}

/**
 * The snapshot as a standalone SVG file. `minCaption` keeps room for a taller caption (the GIF's
 * frames all have the height of the tallest). Throws when the file would still depend on the page.
 */
export function figureSvg(s: Snapshot, measure: Measure, minCaption = 0): Figure {
  const width = s.width;
  const caption = layoutCaption(s.caption, width, measure, s.height);
  const height = Math.ceil(s.height + Math.max(caption.height, minCaption));
  const svg = s.body.cloneNode(true) as SVGSVGElement;
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.setAttribute('version', '1.1');
  svg.setAttribute('role', 'img');
  const title = svgElement('title', {});
  title.textContent = s.label;
  const background = svgElement('rect', {
    class: 'fl-background',
    x: 0,
    y: 0,
    width,
    height,
    fill: s.background,
  });
  svg.insertBefore(background, svg.firstChild);
  svg.insertBefore(title, background);
  if (s.gutter) svg.append(s.gutter.cloneNode(true));
  if (caption.paragraphs.length > 0) svg.append(captionGroup(caption, width, s.rule));
  const markup = svgDocument(new XMLSerializer().serializeToString(svg));
  const problems = standaloneProblems(markup);
  if (problems.length > 0)
    throw new ExportError(
      t('player.export.error.notStandalone', { problems: problems.join(', ') }),
    );
  return { markup, width, height };
}
