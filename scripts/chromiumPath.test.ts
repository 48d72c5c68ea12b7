import { afterEach, describe, expect, it, vi } from 'vitest';
import { findTestChromium, HEADLESS_SHELL, headedRun, SYSTEM_CHROMIUM } from './chromiumPath.mjs';

const only =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('the browser tests’ Chromium', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the headless shell when it is there and the run is headless', () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    expect(findTestChromium({ exists: only(HEADLESS_SHELL) })).toEqual({
      path: HEADLESS_SHELL,
      source: 'headless shell',
    });
  });

  it('is the full browser for a headed run, which the shell cannot open', () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    const found = findTestChromium({ headed: true, exists: only(HEADLESS_SHELL, SYSTEM_CHROMIUM) });
    expect(found).toEqual({ path: SYSTEM_CHROMIUM, source: 'system' });
  });

  it('is CHROMIUM_PATH whenever that is set', () => {
    vi.stubEnv('CHROMIUM_PATH', '/opt/my/chrome');
    expect(findTestChromium({ exists: only(HEADLESS_SHELL, SYSTEM_CHROMIUM) })).toEqual({
      path: '/opt/my/chrome',
      source: 'CHROMIUM_PATH',
    });
  });

  it('falls back to the system browser without the shell', () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    expect(findTestChromium({ exists: only(SYSTEM_CHROMIUM) })).toEqual({
      path: SYSTEM_CHROMIUM,
      source: 'system',
    });
  });
});

describe('headedRun', () => {
  it('is true for the flags that open a window, false otherwise', () => {
    expect(headedRun(['node', 'playwright', 'test', '--headed'])).toBe(true);
    expect(headedRun(['node', 'playwright', 'test', '--ui'])).toBe(true);
    expect(headedRun(['node', 'playwright', 'test', '--debug', 'e2e/a.spec.ts'])).toBe(true);
    expect(headedRun(['node', 'playwright', 'test', 'e2e/headed.spec.ts'])).toBe(false);
  });
});
