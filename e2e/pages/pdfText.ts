// Reading a printed page back: the text of a PDF (from page.pdf()), with pdf.js's legacy build,
// which runs in Node. For print.spec.ts: what a handout says, not how it looks.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A4 with a browser's usual margins, as a learner prints a lesson. */
export const A4 = {
  format: 'A4',
  margin: { top: '10mm', right: '10mm', bottom: '10mm', left: '10mm' },
} as const;

/**
 * Every text the PDF draws, page after page, in NFKC: a CJK font's glyphs can read back as
 * compatibility characters (the Kangxi radical ⼈ for 人), which NFKC folds into the ones typed.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await doc.destroy();
  return pages.join('\n').normalize('NFKC');
}

/**
 * Text with no white space, to compare a sentence with a PDF's text: where a line wraps, the PDF
 * has a line break (and Chinese has no spaces to keep).
 */
export function squeezed(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '');
}

/** Whether `text` has `part` in it (both squeezed). */
export function contains(text: string, part: string): boolean {
  return occurrences(text, part) > 0;
}

/** How many times `part` occurs in `text` (both squeezed). */
export function occurrences(text: string, part: string): number {
  const needle = squeezed(part);
  if (needle === '') return 0;
  return squeezed(text).match(patternOf(needle))?.length ?? 0;
}

/**
 * WARNING: a CJK font draws some radicals of the CJK Radicals Supplement with an ideograph's own
 * glyph (⻅ and 见), and the PDF may then name the radical, which NFKC leaves as it is (it folds
 * only the Kangxi radicals). So an ideograph of `part` also matches any such radical.
 */
function patternOf(part: string): RegExp {
  const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const chars = [...part].map((c) =>
    /\p{Script=Han}/u.test(c) ? `(?:${escape(c)}|[\u2E80-\u2EFF])` : escape(c),
  );
  return new RegExp(chars.join(''), 'gu');
}
