import { describe, expect, it } from 'vitest';
import { renderInlineMarkdown, renderMarkdown } from './markdown';

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

describe('renderInlineMarkdown', () => {
  it('turns backticks into code, with no paragraph around it', () => {
    expect(renderInlineMarkdown('The worker checks `lease_until > now()` first.')).toBe(
      'The worker checks <code>lease_until &gt; now()</code> first.',
    );
  });

  it('renders emphasis inline', () => {
    expect(renderInlineMarkdown('Why **not** `<`?')).toBe(
      'Why <strong>not</strong> <code>&lt;</code>?',
    );
  });

  it('keeps raw HTML escaped, as text', () => {
    const html = renderInlineMarkdown('Ask <img src=x onerror="alert(1)"> <b>now</b>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x');
    expect(html).toContain('&lt;b&gt;now&lt;/b&gt;');
  });
});
