import { describe, expect, it } from 'vitest';
import { messageParts } from './messageParts';

describe('a message with elements inside', () => {
  it('puts each element where the message has its placeholder, and keeps the text around it', () => {
    const parts = messageParts('player.tables.hint', { marked: 'ELEMENT' });
    expect(parts).toHaveLength(3);
    expect(parts[0]).toBe('Cells this step changed are ');
    expect(parts[2]).toBe(', with what they held before.');
  });
});
