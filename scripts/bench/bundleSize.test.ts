import { describe, expect, it } from 'vitest';
import { firstPageScripts } from './bundleSize';

describe('firstPageScripts', () => {
  it('counts the entry script and its modulepreloads, not stylesheets or lazy chunks', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
      <link rel="stylesheet" href="/assets/index.css">`;
    expect(firstPageScripts(html)).toEqual(['/assets/index-a.js', '/assets/vendor-b.js']);
  });
});
