import { describe, expect, it, vi } from 'vitest';
import { MISSING_MESSAGE, t, type MessageKey } from './i18n';

describe('t', () => {
  it('fills placeholders with values exactly as given, backslashes included', () => {
    expect(t('lesson.missing', { id: String.raw`a\x41 \u0042 C:\path` })).toBe(
      String.raw`There is no lesson "a\x41 \u0042 C:\path"`,
    );
  });

  it('formats plurals in English by default', () => {
    expect(t('progress.hints', { n: 2 })).toBe('2 hints used');
  });

  it('shows a message not loaded as its key, and says so on the console once', () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const key = 'no.such.message' as MessageKey;
      expect(t(key)).toBe('no.such.message');
      expect(t(key, { n: 2 })).toBe('no.such.message');
      expect(said.mock.calls).toEqual([[`${MISSING_MESSAGE} no.such.message (en)`]]);
    } finally {
      said.mockRestore();
    }
  });
});
