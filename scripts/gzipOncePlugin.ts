// `vite preview` gzips every response on every request. The browser tests load the production
// build about a thousand times, Monaco's 3.5 MB with many of them, and that compression alone
// took about 7 s of the server's CPU per 37 tests on this two-core machine (#31: CI in 8
// minutes). The built assets never change under their hashed names, so each is gzipped once,
// here, at the level vite preview uses (zlib's default), and served with the headers it sends.
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The compressible types among dist/assets/ (vite preview compresses text, JS, JSON and XML). */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

interface Gzipped {
  body: Buffer;
  type: string;
  etag: string;
  lastModified: string;
}

/**
 * The response for `url` under `dist`'s assets/, gzipped; null for anything else (a path outside
 * assets/, a file that is not there, a type vite preview does not compress).
 */
export function gzippedAsset(dist: string, url: string): Gzipped | null {
  const path = decodeURIComponent(url.split(/[?#]/)[0] ?? '');
  const type = TYPES[extname(path)];
  const assets = resolve(dist, 'assets') + sep;
  const file = resolve(join(dist, path));
  if (!path.startsWith('/assets/') || !type || !file.startsWith(assets)) return null;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) return null;
    return {
      body: gzipSync(readFileSync(file)),
      type,
      // As sirv, which serves dist/ in vite preview, tags the file.
      etag: `W/"${stat.size}-${stat.mtime.getTime()}"`,
      lastModified: stat.mtime.toUTCString(),
    };
  } catch {
    return null;
  }
}

/** Serves dist/assets/ gzipped once per file; everything else goes on to vite preview. */
export function gzipOncePlugin(): Plugin {
  return {
    name: 'fencelab:gzip-once',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      const headers = server.config.preview.headers ?? {};
      const cache = new Map<string, Gzipped | null>();
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const url = req.url ?? '';
        if (req.method !== 'GET' || !/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')))
          return next();
        if (!cache.has(url)) cache.set(url, gzippedAsset(dist, url));
        const asset = cache.get(url);
        if (!asset) return next();
        for (const [name, value] of Object.entries(headers))
          if (value !== undefined) res.setHeader(name, value);
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('ETag', asset.etag);
        res.setHeader('Last-Modified', asset.lastModified);
        if (req.headers['if-none-match'] === asset.etag) {
          res.statusCode = 304;
          return res.end();
        }
        res.setHeader('Content-Type', asset.type);
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Content-Length', asset.body.length);
        res.end(asset.body);
      });
    },
  };
}
