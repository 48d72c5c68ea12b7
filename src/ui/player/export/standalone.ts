// The last word on an exported SVG: it must stand alone (nothing of the page's: no stylesheet
// variables, no HTML inside, nothing fetched from elsewhere) and be a proper XML file. Pure.

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The markup with the text between tags taken out (a label may say anything), but for the
 * text of <style> elements, which is CSS. */
function tagsOnly(markup: string): string {
  const styles = [...markup.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
  return [markup.replace(/>[^<]*</g, '><'), ...styles].join('\n');
}

/**
 * What would make the file depend on the page or break in another reader: HTML inside
 * (`foreignObject`), a script, CSS variables, references to anything outside the file.
 * An empty list is a figure that stands alone.
 */
export function standaloneProblems(markup: string): string[] {
  const tags = tagsOnly(markup);
  const problems: string[] = [];
  if (!/^(<\?xml[^>]*\?>\s*)?<svg\b/.test(markup.trimStart())) problems.push('not an <svg>');
  if (!tags.includes(`xmlns="${SVG_NS}"`)) problems.push('no SVG namespace');
  if (/<foreignObject\b/i.test(tags)) problems.push('foreignObject');
  if (/<script\b/i.test(tags)) problems.push('script');
  if (/\bvar\(/.test(tags)) problems.push('var()');
  if (/\blight-dark\(/.test(tags)) problems.push('light-dark()');
  if (/@import\b/.test(tags)) problems.push('@import');
  if (/\b(?:xlink:)?href\s*=\s*"(?!#)/.test(tags)) problems.push('an outside href');
  if (/url\(\s*["']?(?!#)/.test(tags)) problems.push('an outside url()');
  return problems;
}

/** The markup as a file: an XML declaration, the root in the SVG namespace, a final newline. */
export function svgDocument(markup: string): string {
  let body = markup.trim().replace(/^<\?xml[^>]*\?>\s*/, '');
  if (!/^<svg\b[^>]*\bxmlns="/.test(body)) body = body.replace(/^<svg\b/, `<svg xmlns="${SVG_NS}"`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
}
