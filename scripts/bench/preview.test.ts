import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startPreview } from './preview';

const PORT = 4413;

/** GET `path` over HTTP/2 (certificate not checked): the status, the body and the protocol. */
function getOverHttp2(origin: string, path: string) {
  return new Promise<{ status: number; body: string; alpn: string | false | undefined }>(
    (resolve, reject) => {
      const session = connect(origin, { rejectUnauthorized: false });
      session.on('error', reject);
      const req = session.request({ ':path': path });
      let status = 0;
      let body = '';
      req.on('response', (h) => (status = Number(h[':status'])));
      req.setEncoding('utf8');
      req.on('data', (d: string) => (body += d));
      req.on('end', () => {
        const alpn = session.alpnProtocol;
        session.close();
        resolve({ status, body, alpn });
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the preview the bench measures Lighthouse on', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fencelab-preview-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>built</title><p>the built page');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the build over HTTPS as HTTP/2, as the hosts in docs/deploy.md do', async () => {
    const preview = await startPreview(PORT, { http2: true, outDir: dir });
    try {
      expect(preview.origin).toBe(`https://localhost:${PORT}`);
      const page = await getOverHttp2(preview.origin, '/practice');
      expect(page.alpn).toBe('h2');
      expect(page.status).toBe(200);
      expect(page.body).toContain('the built page');
      // A second server on a taken port would let the first answer for it: refused.
      await expect(startPreview(PORT, { http2: true, outDir: dir })).rejects.toThrow(
        `port ${PORT} is taken`,
      );
    } finally {
      await preview.stop();
    }
  });
});
