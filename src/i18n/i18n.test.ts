import { describe, expect, it } from 'vitest';
import { t } from './i18n';

describe('t', () => {
  it('fills placeholders with values exactly as given, backslashes included', () => {
    expect(t('lesson.missing', { id: String.raw`a\x41 \u0042 C:\path` })).toBe(
      String.raw`There is no lesson "a\x41 \u0042 C:\path"`,
    );
  });

  it('formats plurals in English by default', () => {
    expect(t('progress.hints', { n: 2 })).toBe('2 hints used');
  });
});
