import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders prose, code and emphasis', () => {
    expect(renderMarkdown('A **lease** and `fence`.')).toBe(
      '<p>A <strong>lease</strong> and <code>fence</code>.</p>\n',
    );
  });

  it('makes code blocks reachable by keyboard, since they may scroll', () => {
    expect(renderMarkdown('```sql\nSELECT 1\n```')).toMatch(
      /^<pre tabindex="0"><code class="language-sql">/,
    );
  });

  it('shows raw HTML as text instead of running it', () => {
    const html = renderMarkdown('<img src=x onerror="alert(1)"> <script>alert(2)</script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
  });

  it('refuses javascript: links', () => {
    expect(renderMarkdown('[x](javascript:alert(1))')).not.toContain('href="javascript:');
  });
});
