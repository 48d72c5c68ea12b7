import { describe, expect, it } from 'vitest';
import { enNumeral, zhNumeral } from './numerals';

describe('numbers written in words', () => {
  it('reads Chinese numerals as digits', () => {
    expect(zhNumeral('一')).toBe('1');
    expect(zhNumeral('两')).toBe('2');
    expect(zhNumeral('十')).toBe('10');
    expect(zhNumeral('十五')).toBe('15');
    expect(zhNumeral('二十')).toBe('20');
    expect(zhNumeral('一百零二')).toBe('102');
    expect(zhNumeral('三千')).toBe('3000');
    expect(zhNumeral('一二')).toBe('12');
  });

  it('refuses runs that are not a number on their own', () => {
    expect(zhNumeral('百千')).toBeNull();
    expect(zhNumeral('零十')).toBeNull();
  });

  it('reads English number words as digits and leaves other words alone', () => {
    expect(enNumeral('one')).toBe('1');
    expect(enNumeral('ten')).toBe('10');
    expect(enNumeral('token')).toBe('token');
  });
});
