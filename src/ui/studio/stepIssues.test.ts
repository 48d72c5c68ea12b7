import { describe, expect, it } from 'vitest';
import { issuesByStep } from './stepIssues';

describe('issuesByStep', () => {
  it('groups the messages of step fields by step index and skips the others', () => {
    const map = issuesByStep([
      { file: 'f', line: 3, field: 'steps[1].until', message: 'a' },
      { file: 'f', line: 2, field: 'ttl', message: 'b' },
      { file: 'f', line: 3, field: 'steps[1]', message: 'c' },
    ]);
    expect([...map.entries()]).toEqual([[1, ['f:3: steps[1].until: a', 'f:3: steps[1]: c']]]);
  });
});
