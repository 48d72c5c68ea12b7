import { describe, expect, it } from 'vitest';
import { byCodeUnits } from './codeUnitOrder';

describe('strings by code units', () => {
  it('orders as a plain sort of strings does', () => {
    const words = ['report-42', 'Report', 'a', 'report-5', '', 'zh-CN', 'b-a'];
    expect([...words].sort(byCodeUnits)).toEqual([...words].sort());
  });

  it('gives 0 only for equal strings', () => {
    expect(byCodeUnits('job-1', 'job-1')).toBe(0);
    expect(byCodeUnits('job-1', 'job-2')).toBeLessThan(0);
    expect(byCodeUnits('job-2', 'job-1')).toBeGreaterThan(0);
  });
});
