import { describe, expect, it } from 'vitest';
import { animationName, figureName, slugOf } from './names';

describe('file names of exports', () => {
  it('makes a slug of the title: lower case, words joined by one dash', () => {
    expect(slugOf('A stale worker resumes after takeover')).toBe(
      'a-stale-worker-resumes-after-takeover',
    );
    expect(slugOf("  B's claim — at t=10!  ")).toBe('b-s-claim-at-t-10');
  });

  it('drops accents but keeps letters of other scripts', () => {
    expect(slugOf('Café crème')).toBe('cafe-creme');
    expect(slugOf('过期的 worker 在接管后恢复')).toBe('过期的-worker-在接管后恢复');
  });

  it("keeps other scripts' marks, which make their letters: kana, Cyrillic, Devanagari", () => {
    expect(slugOf('データベース')).toBe('データベース');
    expect(slugOf('Пойманный воркер')).toBe('пойманный-воркер');
    expect(slugOf('हिन्दी')).toBe('हिन्दी');
  });

  it('falls back to "timeline" when nothing is left, and cuts long titles at a word', () => {
    expect(slugOf('!!! ???')).toBe('timeline');
    const long = slugOf('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('-')).toBe(false);
  });

  it('names a figure by the step number the player shows (from 1; 0 before the first)', () => {
    expect(figureName('Seed demo', 7, 'svg')).toBe('seed-demo-step-8.svg');
    expect(figureName('Seed demo', 0, 'png')).toBe('seed-demo-step-1.png');
    expect(figureName('Seed demo', -1, 'svg')).toBe('seed-demo-step-0.svg');
  });

  it('names the animation by the title alone', () => {
    expect(animationName('Seed demo')).toBe('seed-demo.gif');
  });
});
