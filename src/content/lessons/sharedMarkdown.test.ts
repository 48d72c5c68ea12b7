// The renderer of text that came in a link (an exercise's instructions): a stranger's input.
import { describe, expect, it } from 'vitest';
import { isSharedLinkSafe, renderSharedMarkdown } from './markdown';

describe('renderSharedMarkdown', () => {
  it('renders emphasis, code and lists as the lessons do', () => {
    expect(renderSharedMarkdown('Make **A** fail with `fence`.')).toBe(
      '<p>Make <strong>A</strong> fail with <code>fence</code>.</p>\n',
    );
  });

  it('shows <script>, <img onerror> and other raw HTML as text', () => {
    const html = renderSharedMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\nand <b onclick="x()">b</b>',
    );
    // The only tags are the paragraphs': every attribute and element of the input is text.
    expect(new Set(html.match(/<[^>]*>/g))).toEqual(new Set(['<p>', '</p>']));
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=');
  });

  it('refuses javascript:, data: and other schemes, however they are written', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      '&#106;avascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'mailto:a@example.org',
    ]) {
      const html = renderSharedMarkdown(`[click](${href}) and <${href}>`);
      expect(html, href).not.toMatch(/href="(?!https?:|\/|\.|#|[a-z0-9-]+(?:\/|$|"))/i);
      expect(html, href).not.toMatch(/href="\s*(javascript|data|vbscript|mailto):/i);
    }
  });

  it('keeps http(s) and relative links, each with rel="noopener noreferrer"', () => {
    expect(renderSharedMarkdown('[doc](https://example.org/a) [here](/lessons)')).toBe(
      '<p><a href="https://example.org/a" rel="noopener noreferrer">doc</a> ' +
        '<a href="/lessons" rel="noopener noreferrer">here</a></p>\n',
    );
  });

  it('shows no image, not even from an http(s) address', () => {
    expect(renderSharedMarkdown('![x](https://example.org/p.png)')).not.toContain('<img');
  });

  it('leaves the lessons’ renderer as it was', async () => {
    const { renderMarkdown } = await import('./markdown');
    expect(renderMarkdown('[m](mailto:a@example.org)')).toContain('href="mailto:');
  });
});

describe('isSharedLinkSafe', () => {
  it('takes http(s) and relative addresses only', () => {
    expect(
      ['https://a.b/c', 'http://a.b', '/x', 'x/y', '#top', '?q=1'].map(isSharedLinkSafe),
    ).toEqual([true, true, true, true, true, true]);
    expect(['javascript:x', 'data:x', 'ftp://a', 'file:///etc'].map(isSharedLinkSafe)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
