import { describe, expect, it } from 'vitest';
import { clauses, matchPoint, matchPoints, stem } from './keyPoints';
import type { KeyPoint } from './questionSchema';

const point = (phrases: string[], avoid: string[] = []): KeyPoint => ({
  label: 'the point',
  phrases,
  avoid,
  scenario: 'seed-demo',
});

describe('the key-point matcher', () => {
  it('finds a phrase whatever the case and punctuation', () => {
    const m = matchPoint('The DB checks the Fencing-Token on commit.', point(['fencing token']));
    expect(m).toMatchObject({ mentioned: true, phrase: 'fencing token' });
    expect(m.excerpt).toContain('fencing token');
  });

  it('meets plurals and tenses through a simple stem', () => {
    expect(stem('tokens')).toBe(stem('token'));
    expect(stem('expired')).toBe(stem('expire'));
    expect(stem('expiring')).toBe(stem('expires'));
    expect(matchPoint('both leases expired', point(['lease expires'])).mentioned).toBe(true);
  });

  it('matches any one of the synonyms and says which', () => {
    const m = matchPoint('it bumps the generation', point(['fencing token', 'generation']));
    expect(m.phrase).toBe('generation');
  });

  it('does not find "lease" inside "release" or "token" inside "tokenizer"', () => {
    expect(matchPoint('we release the lock', point(['lease'])).mentioned).toBe(false);
    expect(matchPoint('the tokenizer splits words', point(['token'])).mentioned).toBe(false);
  });

  it('does not count a negated phrase: "no token", "without a fence", "doesn\'t check"', () => {
    expect(matchPoint('there is no token at all', point(['token'])).mentioned).toBe(false);
    expect(matchPoint('it commits without a fence', point(['fence'])).mentioned).toBe(false);
    expect(matchPoint("the store doesn't check it", point(['check'])).mentioned).toBe(false);
    expect(matchPoint('you cannot rely on the lease', point(['rely on the lease'])).mentioned).toBe(
      false,
    );
  });

  it('lets a negation in another clause leave the phrase alone', () => {
    const m = matchPoint('Not a lock, but the token is checked.', point(['token']));
    expect(m.mentioned).toBe(true);
  });

  it('finds a later, un-negated mention after a negated one', () => {
    const m = matchPoint(
      'No lock. Then: no token. Finally the fencing token wins',
      point(['token']),
    );
    expect(m.mentioned).toBe(true);
    expect(m.excerpt).toContain('fencing token');
  });

  it('does not count a phrase inside an avoided phrase', () => {
    const p = point(['token'], ['random token', 'token bucket']);
    expect(matchPoint('use a random token per attempt', p).mentioned).toBe(false);
    expect(matchPoint('rate limit with a token bucket', p).mentioned).toBe(false);
    expect(matchPoint('a random token, then an ordered token', p).mentioned).toBe(true);
  });

  it('says nothing was mentioned in an empty answer', () => {
    expect(matchPoints('', [point(['token']), point(['lease'])])).toEqual([
      { label: 'the point', mentioned: false, phrase: null, excerpt: null },
      { label: 'the point', mentioned: false, phrase: null, excerpt: null },
    ]);
  });

  it('splits clauses at sentence ends and commas', () => {
    expect(clauses("It isn't safe, the lease expired. Done")).toEqual([
      ['it', 'is', 'not', 'safe'],
      ['the', 'lease', 'expired'],
      ['done'],
    ]);
  });
});
