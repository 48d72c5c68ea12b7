import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzippedAsset } from './gzipOncePlugin';

const dist = mkdtempSync(join(tmpdir(), 'gzip-once-'));
mkdirSync(join(dist, 'assets'));
const JS = 'export const answer = 42;\n'.repeat(100);
writeFileSync(join(dist, 'assets', 'app-abc.js'), JS);
writeFileSync(join(dist, 'assets', 'sql-wasm-abc.wasm'), 'not text');
writeFileSync(join(dist, 'index.html'), '<!doctype html>');

describe('gzippedAsset', () => {
  it('gzips a script of assets/, typed and tagged as sirv tags it', () => {
    const a = gzippedAsset(dist, '/assets/app-abc.js?v=1');
    expect(a?.type).toBe('text/javascript');
    expect(gunzipSync(a!.body).toString()).toBe(JS);
    expect(a!.body.length).toBeLessThan(JS.length);
    expect(a?.etag).toMatch(new RegExp(`^W/"${JS.length}-\\d+"$`));
  });

  it('leaves what vite preview does not compress, or that is not an asset, to vite preview', () => {
    expect(gzippedAsset(dist, '/assets/sql-wasm-abc.wasm')).toBeNull();
    expect(gzippedAsset(dist, '/index.html')).toBeNull();
    expect(gzippedAsset(dist, '/assets/missing.js')).toBeNull();
    expect(gzippedAsset(dist, '/assets/')).toBeNull();
  });

  it('serves nothing outside assets/', () => {
    writeFileSync(join(dist, 'secret.js'), 'secret');
    expect(gzippedAsset(dist, '/assets/../secret.js')).toBeNull();
    expect(gzippedAsset(dist, '/assets/%2e%2e/secret.js')).toBeNull();
  });
});
