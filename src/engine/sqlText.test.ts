import { describe, expect, it } from 'vitest';
import { inlineParams, paramNames, sqlTemplate } from './sqlText';

describe('named parameters in SQL text', () => {
  it("are never the name after PostgreSQL's :: cast", () => {
    const sql = "SELECT :now::text, 'x'::varchar, :job";
    expect(paramNames(sql)).toEqual([':now', ':job']);
    expect(inlineParams(sqlTemplate(sql), { ':now': 3, ':job': 'j' })).toBe(
      "SELECT 3::text, 'x'::varchar, 'j'",
    );
  });
});
