// The production build served by `vite preview` on a port of its own, for the benchmarks that load
// it in a real Chromium. Started as node on Vite's own script (not through npx), so that stopping
// it stops the server itself. Plain HTTP/1.1 by default; with `http2`, HTTPS with a throwaway
// certificate, which Vite serves as HTTP/2, as the hosts in docs/deploy.md do.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:https';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { findChromium, SYSTEM_CHROMIUM } from '../chromiumPath.mjs';
import { selfSignedCertificate } from './tls';

export interface Preview {
  origin: string;
  stop(): Promise<void>;
}

const vite = join(
  dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);

const HTTP2_CONFIG = fileURLToPath(new URL('./vite.http2.config.ts', import.meta.url));

/** True once the server answers `/` (over HTTPS, whatever the throwaway certificate). */
async function up(origin: string): Promise<boolean> {
  if (origin.startsWith('https:'))
    return new Promise((resolve) => {
      const req = request(`${origin}/`, { rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on('error', () => resolve(false)); // not up yet
      req.end();
    });
  try {
    return (await fetch(`${origin}/`)).ok;
  } catch {
    return false; // not up yet
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export interface PreviewOptions {
  /** HTTPS, which Vite serves as HTTP/2; the browser must accept the self-signed certificate. */
  http2?: boolean;
  /** The folder to serve (default dist/). */
  outDir?: string;
}

/** Serves dist/ on `port` and resolves once it answers; throws if it never does. */
export async function startPreview(port: number, options: PreviewOptions = {}): Promise<Preview> {
  const outDir = options.outDir ?? 'dist';
  if (!existsSync(join(outDir, 'index.html')))
    throw new Error(`${outDir}/ is missing: run npm run build first`);
  const tls = options.http2 ? selfSignedCertificate() : null;
  const origin = `${tls ? 'https' : 'http'}://localhost:${port}`;
  // A server left on the port would answer for this one (which --strictPort stops), and the
  // bench would measure whatever build that one serves.
  if (await up(origin)) {
    tls?.remove();
    throw new Error(`port ${port} is taken: stop the server left on it`);
  }
  const args = [
    vite,
    'preview',
    '--configLoader',
    'runner',
    '--port',
    String(port),
    '--strictPort',
  ];
  if (options.outDir) args.push('--outDir', options.outDir);
  if (tls) args.push('--config', HTTP2_CONFIG);
  const server = spawn(process.execPath, args, {
    stdio: 'ignore',
    env: tls ? { ...process.env, FENCELAB_PREVIEW_TLS: tls.dir } : process.env,
  });
  const stop = async () => {
    server.kill();
    await exited(server);
    tls?.remove();
  };
  for (let k = 0; k < 150; k++) {
    if (server.exitCode !== null) break;
    if (await up(origin)) return { origin, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`vite preview did not start on port ${port}`);
}

/** A headless Chromium for a bench's visits: Debian's, without the background traffic. */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium()?.path ?? SYSTEM_CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
}
