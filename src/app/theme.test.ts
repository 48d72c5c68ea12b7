import { describe, expect, it } from 'vitest';
import { applyThemeChoice, parseThemeChoice, THEME_CHOICES } from './theme';

describe('the theme choice', () => {
  it('reads a kept choice, and anything else as the system setting', () => {
    for (const c of THEME_CHOICES) expect(parseThemeChoice(c)).toBe(c);
    expect(parseThemeChoice(null)).toBe('system');
    expect(parseThemeChoice(undefined)).toBe('system');
    expect(parseThemeChoice('Dark')).toBe('system');
    expect(parseThemeChoice('{"theme":"dark"}')).toBe('system');
  });

  it("shows as the root element's data-theme", () => {
    const attributes: Record<string, string> = {};
    const root = { setAttribute: (name: string, value: string) => void (attributes[name] = value) };
    applyThemeChoice(root, 'dark');
    expect(attributes).toEqual({ 'data-theme': 'dark' });
    applyThemeChoice(root, 'system');
    expect(attributes).toEqual({ 'data-theme': 'system' });
  });
});
