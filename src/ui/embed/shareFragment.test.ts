import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeShareFragment } from '../../content/links/shareLink';
import { MAX_TITLE_LENGTH } from '../../content/links/shareLimits';
import { shareFragmentOf } from './shareFragment';

const SEED = readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8');

describe('the share fragment an embed carries', () => {
  it('opens as the same text', async () => {
    const r = await shareFragmentOf(SEED);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.fragment).toMatch(/^s=v1\./);
    const opened = decodeShareFragment(`#${r.fragment}`);
    expect(opened.ok && opened.yaml).toBe(SEED);
  });

  it('is refused for text that is no valid scenario', async () => {
    const r = await shareFragmentOf('title: [unclosed');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain('cannot be embedded');
  });

  it('is refused as the Share link refuses, for a text a link would not open', async () => {
    const long = SEED.replace(/^title: .+$/m, `title: ${'x'.repeat(MAX_TITLE_LENGTH + 1)}`);
    const r = await shareFragmentOf(long);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toContain('title');
    expect(r.message).toContain(String(MAX_TITLE_LENGTH));
  });
});
