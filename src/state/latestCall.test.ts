import { describe, expect, it } from 'vitest';
import { isAbort, latestCalls } from './latestCall';

describe('latest calls', () => {
  it('keep only the newest call of a kind current, and abort the one before', () => {
    const calls = latestCalls();
    const a = calls.begin('run');
    expect(a.current()).toBe(true);
    const b = calls.begin('run');
    expect([a.current(), b.current()]).toEqual([false, true]);
    expect(a.signal.aborted).toBe(true);
    expect(isAbort(a.signal.reason)).toBe(true);
  });

  it('name kinds apart: a check does not supersede a run', () => {
    const calls = latestCalls();
    const run = calls.begin('run');
    const check = calls.begin('check');
    expect([run.current(), check.current()]).toEqual([true, true]);
  });

  it('supersede a kind without starting another', () => {
    const calls = latestCalls();
    const a = calls.begin('search');
    calls.supersede('search');
    calls.supersede('search');
    expect(a.current()).toBe(false);
    expect(calls.begin('search').current()).toBe(true);
  });

  it('are per set: two slices never supersede each other', () => {
    const a = latestCalls().begin('run');
    latestCalls().begin('run');
    expect(a.current()).toBe(true);
  });
});
