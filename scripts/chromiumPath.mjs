// Which Chromium the e2e tests launch. Shared by scripts/ensureChromium.mjs and playwright.config.ts,
// so both agree on the binary.
import { existsSync } from 'node:fs';
import process from 'node:process';
import { chromium } from '@playwright/test';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * CHROMIUM_PATH when set (even if wrong: ensureChromium reports that), else the system
 * Chromium, else Playwright's own download; null when none of them is there.
 * @returns {{ path: string, source: 'CHROMIUM_PATH' | 'system' | 'playwright' } | null}
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return { path: fromEnv, source: 'CHROMIUM_PATH' };
  if (existsSync(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, source: 'system' };
  const own = playwrightChromium();
  return own && existsSync(own) ? { path: own, source: 'playwright' } : null;
}

function playwrightChromium() {
  try {
    return chromium.executablePath();
  } catch {
    return null; // a platform Playwright has no build for
  }
}
