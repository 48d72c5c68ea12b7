import { describe, expect, it } from 'vitest';
import { standaloneProblems, svgDocument } from './standalone';

const NS = 'xmlns="http://www.w3.org/2000/svg"';

describe('a standalone SVG file', () => {
  it('gets an XML declaration, the SVG namespace and a final newline', () => {
    const file = svgDocument('<svg width="10" height="10"><text>hi</text></svg>');
    expect(file).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<svg ${NS} width="10" height="10"><text>hi</text></svg>\n`,
    );
  });

  it('keeps a namespace already there and never doubles the declaration', () => {
    const once = svgDocument(`<svg ${NS}><g/></svg>`);
    expect(svgDocument(once)).toBe(once);
    expect(once.match(/xmlns=/g)).toHaveLength(1);
  });

  it('passes a file that needs nothing of the page', () => {
    const file = svgDocument(
      '<svg><defs><pattern id="p"/></defs><rect fill="url(#p)" stroke="#0b5cad"/></svg>',
    );
    expect(standaloneProblems(file)).toEqual([]);
  });

  it('names each thing that ties a file to the page', () => {
    const tied = (inner: string) => standaloneProblems(svgDocument(`<svg>${inner}</svg>`));
    expect(tied('<foreignObject><div/></foreignObject>')).toEqual(['foreignObject']);
    expect(tied('<rect fill="var(--accent)"/>')).toEqual(['var()']);
    expect(tied('<rect fill="light-dark(#fff, #000)"/>')).toEqual(['light-dark()']);
    expect(tied('<image href="https://example.com/a.png"/>')).toEqual(['an outside href']);
    expect(tied('<rect fill="url(http://localhost/page#p)"/>')).toEqual(['an outside url()']);
    expect(tied('<style>@import "x.css";</style>')).toEqual(['@import']);
    expect(standaloneProblems('<div/>')).toContain('not an <svg>');
  });

  it('does not mistake a label that mentions var( or url( for a reference', () => {
    const file = svgDocument('<svg><text>SELECT var(x), url(y) FROM t</text></svg>');
    expect(standaloneProblems(file)).toEqual([]);
  });
});
