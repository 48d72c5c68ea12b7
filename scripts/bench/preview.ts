// The production build served by `vite preview` on a port of its own, for the benchmarks that load
// it in a real Chromium. Started as node on Vite's own script (not through npx), so that stopping
// it stops the server itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { findChromium, SYSTEM_CHROMIUM } from '../chromiumPath.mjs';

export interface Preview {
  origin: string;
  stop(): Promise<void>;
}

const vite = join(
  dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);

async function up(origin: string): Promise<boolean> {
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

/** Serves dist/ on `port` and resolves once it answers; throws if it never does. */
export async function startPreview(port: number): Promise<Preview> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run npm run build first');
  const origin = `http://localhost:${port}`;
  const server = spawn(
    process.execPath,
    [vite, 'preview', '--configLoader', 'runner', '--port', String(port), '--strictPort'],
    {
      stdio: 'ignore',
    },
  );
  const stop = async () => {
    server.kill();
    await exited(server);
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
