// Which Chromium the e2e tests and the bench launch. Shared by scripts/ensureChromium.mjs,
// playwright.config.ts and scripts/bench, so all agree on the binary.
import { existsSync } from 'node:fs';
import process from 'node:process';
import { chromium } from '@playwright/test';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/** Debian's chromium-headless-shell: the same engine, without the browser's own UI layer. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium a user runs, for the bench (bytes, Lighthouse, timings): CHROMIUM_PATH when set
 * (even if wrong: ensureChromium reports that), else the system Chromium, else Playwright's own
 * download; null when none of them is there.
 * @param {{ exists?: (path: string) => boolean }} [options]
 * @returns {{ path: string, source: 'CHROMIUM_PATH' | 'system' | 'playwright' } | null}
 */
export function findChromium({ exists = existsSync } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return { path: fromEnv, source: 'CHROMIUM_PATH' };
  if (exists(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, source: 'system' };
  const own = playwrightChromium();
  return own && exists(own) ? { path: own, source: 'playwright' } : null;
}

/**
 * The Chromium the browser tests launch: CHROMIUM_PATH when set, else the headless shell when it
 * is there and the run is headless, else findChromium(). A page load costs the shell about a
 * third less CPU than the full browser in its headless mode (#31: on this two-core machine the
 * suite took 198 s against 239 s, every test passing on both); the shell cannot open a window,
 * so `--headed`, `--ui` and `--debug` keep the full browser.
 * @param {{ headed?: boolean, exists?: (path: string) => boolean }} [options]
 * @returns {{ path: string, source: 'CHROMIUM_PATH' | 'headless shell' | 'system' | 'playwright' } | null}
 */
export function findTestChromium({ headed = false, exists = existsSync } = {}) {
  if (!process.env.CHROMIUM_PATH && !headed && exists(HEADLESS_SHELL))
    return { path: HEADLESS_SHELL, source: 'headless shell' };
  return findChromium({ exists });
}

/** Whether this Playwright run opens windows (its CLI flags), so it cannot use the shell. */
export function headedRun(argv = process.argv) {
  return argv.some((a) => a === '--headed' || a === '--ui' || a === '--debug');
}

/** The browser tests' binary; playwright.config.ts sets FENCELAB_HEADED for its workers. */
export function e2eChromium() {
  return findTestChromium({ headed: process.env.FENCELAB_HEADED === '1' })?.path ?? SYSTEM_CHROMIUM;
}

function playwrightChromium() {
  try {
    return chromium.executablePath();
  } catch {
    return null; // a platform Playwright has no build for
  }
}
