import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { firstPageScripts } from '../scripts/bench/bundleSize';

// The build npm test makes before the e2e run: Monaco must stay out of what the first page loads.
test('the first page loads no Monaco code before the editor asks for it', () => {
  const html = readFileSync(join('dist', 'index.html'), 'utf8');
  const scripts = firstPageScripts(html);
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    expect(readFileSync(join('dist', file), 'utf8'), file).not.toContain('MonacoEnvironment');
  }
});
