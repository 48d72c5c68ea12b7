import { describe, expect, it } from 'vitest';
import { pickLightDark, resolveCss, resolveVars } from './cssVars';

const TOKENS: Record<string, string> = {
  '--bg': 'light-dark(#ffffff, #0d1117)',
  '--accent': 'light-dark(#0b5cad, #4493f8)',
  '--ring': 'var(--accent)',
  '--shadow': '0 4px 12px var(--shadow-color)',
  '--shadow-color': 'light-dark(rgb(27 31 36 / 16%), rgb(0 0 0 / 55%))',
  '--loop-a': 'var(--loop-b)',
  '--loop-b': 'var(--loop-a)',
};
const lookup = (name: string) => TOKENS[name] ?? '';

describe('CSS variables resolved for a standalone file', () => {
  it('replaces a variable by what it holds, and variables inside that too', () => {
    expect(resolveVars('var(--ring)', lookup)).toBe('light-dark(#0b5cad, #4493f8)');
    expect(resolveVars('1px solid var(--accent)', lookup)).toBe(
      '1px solid light-dark(#0b5cad, #4493f8)',
    );
  });

  it('uses the fallback of an unknown variable, itself resolved, or nothing', () => {
    expect(resolveVars('var(--nope, #123456)', lookup)).toBe('#123456');
    expect(resolveVars('var(--nope, var(--accent))', lookup)).toBe('light-dark(#0b5cad, #4493f8)');
    expect(resolveVars('var(--nope)', lookup)).toBe('');
  });

  it('keeps commas and parentheses of a fallback whole', () => {
    expect(resolveVars('var(--nope, rgb(1, 2, 3))', lookup)).toBe('rgb(1, 2, 3)');
  });

  it('stops at a cycle instead of looping forever', () => {
    expect(resolveVars('var(--loop-a, red)', lookup)).not.toContain('var(');
  });

  it('picks the side of light-dark() of the theme shown, nested ones included', () => {
    expect(pickLightDark('light-dark(#ffffff, #0d1117)', false)).toBe('#ffffff');
    expect(pickLightDark('light-dark(#ffffff, #0d1117)', true)).toBe('#0d1117');
    expect(pickLightDark('light-dark(rgb(0 0 0 / 50%), light-dark(#111, #222))', true)).toBe(
      '#222',
    );
  });

  it('resolves a token to its plain value in each theme', () => {
    expect(resolveCss('var(--bg)', lookup, false)).toBe('#ffffff');
    expect(resolveCss('var(--bg)', lookup, true)).toBe('#0d1117');
    expect(resolveCss('var(--shadow)', lookup, true)).toBe('0 4px 12px rgb(0 0 0 / 55%)');
  });
});
