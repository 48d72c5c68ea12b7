import { describe, expect, it } from 'vitest';
import { backHref, practiceHref, proofOf, withProof } from './practiceAddress';

const search = (href: string) => new URL(href, 'http://x.invalid').searchParams;

describe('the practice address', () => {
  it('names a question', () => {
    expect(practiceHref('why-fence-after-lease-expires')).toBe(
      '/practice?question=why-fence-after-lease-expires',
    );
  });

  it('adds the key point a Prove it link proves, and reads it back', () => {
    const href = withProof('/playground?scenario=seed-demo', {
      questionId: 'why-fence-after-lease-expires',
      point: 0,
      from: 'practice',
    });
    expect(href).toBe('/playground?scenario=seed-demo&proves=why-fence-after-lease-expires.1');
    const proof = proofOf(search(href));
    expect(proof).toEqual({
      questionId: 'why-fence-after-lease-expires',
      point: 0,
      from: 'practice',
    });
    expect(backHref(proof!)).toBe('/practice?question=why-fence-after-lease-expires');
  });

  it('goes back to the mock interview from a mock round', () => {
    const href = withProof('/lessons/x?timeline=y', { questionId: 'q', point: 2, from: 'mock' });
    expect(href).toBe('/lessons/x?timeline=y&proves=q.3&from=mock');
    expect(backHref(proofOf(search(href))!)).toBe('/practice/mock');
  });

  it('reads no proof from an address without one, or with a bad one', () => {
    for (const bad of ['', '?proves=', '?proves=q', '?proves=q.0', '?proves=Q.1', '?proves=q.x'])
      expect(proofOf(search(`/playground${bad}`))).toBeNull();
  });
});
