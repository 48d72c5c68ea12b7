import { describe, expect, it } from 'vitest';
import {
  attributesFor,
  dashArray,
  fontStack,
  INITIAL,
  parseColor,
  parsePaint,
  plainLength,
  styleValues,
  svgTransform,
} from './svgStyle';

/** What Chromium's getComputedStyle says for a lane name of the timeline, by property. */
const LANE_NAME: Record<string, string> = {
  color: 'rgb(27, 31, 36)',
  fill: 'rgb(27, 31, 36)',
  'fill-opacity': '1',
  stroke: 'none',
  'stroke-width': '1px',
  'stroke-dasharray': 'none',
  'font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", sans-serif',
  'font-size': '14px',
  'font-weight': '700',
  'font-variant-numeric': 'tabular-nums',
  opacity: '1',
};
const computed = (over: Record<string, string>) => (p: string) => over[p] ?? LANE_NAME[p] ?? '';

describe('computed colours and paints in the file', () => {
  it('reads the colour forms browsers compute, as hex and alpha', () => {
    expect(parseColor('rgb(11, 92, 173)')).toEqual({ hex: '#0b5cad', alpha: 1 });
    expect(parseColor('rgba(13, 17, 23, 0.78)')).toEqual({ hex: '#0d1117', alpha: 0.78 });
    expect(parseColor('rgb(13 17 23 / 50%)')).toEqual({ hex: '#0d1117', alpha: 0.5 });
    expect(parseColor('color(srgb 1 0 0.5)')).toEqual({ hex: '#ff0080', alpha: 1 });
    expect(parseColor('#abc')).toEqual({ hex: '#aabbcc', alpha: 1 });
    expect(parseColor('transparent')?.alpha).toBe(0);
    expect(parseColor('light-dark(#fff, #000)')).toBeNull();
  });

  it('writes a see-through paint as none, and a url() as a reference inside the file', () => {
    expect(parsePaint('rgba(0, 0, 0, 0)')).toEqual({ paint: 'none', alpha: 1 });
    expect(
      parsePaint('url("http://localhost:4173/playground?scenario=seed-demo#r1-pause")'),
    ).toEqual({ paint: 'url(#r1-pause)', alpha: 1 });
    expect(parsePaint('url("#r1-stale") none').paint).toBe('url(#r1-stale) none');
    expect(parsePaint('currentcolor', 'rgb(255, 0, 0)').paint).toBe('#ff0000');
  });

  it('folds a colour alpha into the opacity of its paint', () => {
    const v = styleValues(computed({ fill: 'rgba(13, 17, 23, 0.5)', 'fill-opacity': '0.8' }));
    expect(v.fill).toBe('#0d1117');
    expect(v['fill-opacity']).toBe('0.4');
  });
});

describe('lengths, dashes, transforms and fonts', () => {
  it('writes pixel lengths as user units', () => {
    expect(plainLength('1.5px')).toBe('1.5');
    expect(plainLength('12px')).toBe('12');
    expect(plainLength('50%')).toBe('50%');
    expect(dashArray('2px, 4px')).toBe('2 4');
    expect(dashArray('none')).toBe('none');
  });

  it('turns the playhead transform into an SVG transform', () => {
    expect(svgTransform('translateX(123.456px)')).toBe('translate(123.456 0)');
    expect(svgTransform('translate(10px, 20px) scale(2)')).toBe('translate(10 20) scale(2 2)');
    expect(svgTransform('matrix(1, 0, 0, 1, 40, 0)')).toBe('matrix(1 0 0 1 40 0)');
    expect(svgTransform('none')).toBeNull();
    expect(svgTransform('translateX(calc(1px + 2em))')).toBeNull();
    expect(svgTransform('perspective(10px)')).toBeNull();
  });

  it('keeps a stack that names a CJK font, in single quotes', () => {
    expect(fontStack('system-ui, "Segoe UI", "PingFang SC", sans-serif')).toBe(
      "system-ui, 'Segoe UI', 'PingFang SC', sans-serif",
    );
  });

  it('adds CJK fonts before the generic family of a stack that names none', () => {
    const mono = fontStack('ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace');
    expect(mono).toMatch(/^ui-monospace, SFMono-Regular, Menlo, Consolas, .*CJK.*, monospace$/);
    expect(fontStack('Helvetica')).toMatch(/^Helvetica, .*'Noto Sans CJK SC'.*, sans-serif$/);
  });
});

describe('the attributes an element writes', () => {
  it('writes at the root everything that is not the initial value, font stack included', () => {
    const root = styleValues(computed({}));
    const { attrs, style } = attributesFor(root, null);
    expect(Object.fromEntries(attrs)).toEqual({
      fill: '#1b1f24',
      'font-family': "system-ui, -apple-system, 'Segoe UI', Roboto, 'PingFang SC', sans-serif",
      'font-size': '14',
      'font-weight': '700',
    });
    expect(style).toBe('font-variant-numeric:tabular-nums');
  });

  it('writes below the root only what differs from the parent', () => {
    const parent = styleValues(computed({}));
    const child = styleValues(computed({ fill: 'rgb(138, 28, 28)', opacity: '0.4' }));
    const { attrs, style } = attributesFor(child, parent);
    expect(attrs).toEqual([
      ['fill', '#8a1c1c'],
      ['opacity', '0.4'],
    ]);
    expect(style).toBe('');
  });

  it('writes an own property (opacity) even when the parent has the same', () => {
    const parent = styleValues(computed({ opacity: '0.7' }));
    const child = styleValues(computed({ opacity: '0.7' }));
    expect(attributesFor(child, parent).attrs).toEqual([['opacity', '0.7']]);
  });

  it('writes nothing for an element that looks as the initial values say', () => {
    expect(attributesFor(INITIAL, null)).toEqual({ attrs: [], style: '' });
  });
});
