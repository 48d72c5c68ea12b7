// src/pg is Node only: nothing the browser loads may import it or the pg driver, so the app's
// bundle stays as it was.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const BROWSER = [
  'src/ui',
  'src/app',
  'src/state',
  'src/engine',
  'src/content',
  'src/sql',
  'src/i18n',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

describe('the PostgreSQL folder', () => {
  it('is imported by nothing the browser loads, and neither is the pg driver', () => {
    const offenders = BROWSER.flatMap(sources).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(IMPORT)]
        .map((m) => m[1] ?? '')
        .filter((spec) => spec === 'pg' || spec.startsWith('pg/') || /(^|\/)pg\//.test(spec))
        .map((spec) => `${file}: ${spec}`),
    );
    expect(offenders).toEqual([]);
  });
});
