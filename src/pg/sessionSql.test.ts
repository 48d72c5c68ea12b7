import { describe, expect, it } from 'vitest';
import { sessionSql } from './sessionSql';

describe('sessionSql', () => {
  it('begins at the isolation level the step names, else the session default', () => {
    expect(sessionSql({ do: 'begin' })).toBe('BEGIN');
    expect(sessionSql({ do: 'begin', isolation: 'serializable' })).toBe(
      'BEGIN ISOLATION LEVEL SERIALIZABLE',
    );
    expect(sessionSql({ do: 'begin', isolation: 'repeatable read' })).toBe(
      'BEGIN ISOLATION LEVEL REPEATABLE READ',
    );
  });
  it('ends with COMMIT', () => {
    expect(sessionSql({ do: 'end' })).toBe('COMMIT');
  });
});
