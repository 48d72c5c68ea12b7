import { describe, expect, it } from 'vitest';
import { MAX_YAML_DEPTH, MAX_YAML_NODES } from './yamlBounds';
import { parseYaml } from './yamlSource';

const issuesOf = (text: string) => {
  const r = parseYaml(text, 'f.yaml');
  if (r.ok) throw new Error('expected the YAML to be refused');
  return r.issues;
};

/** A billion laughs: each level names the one before ten times, nine levels deep. */
const LAUGHS = [
  'a: &a ["lol"]',
  ...Array.from({ length: 9 }, (_, k) => {
    const prev = String.fromCharCode(97 + k);
    const name = String.fromCharCode(98 + k);
    return `${name}: &${name} [${Array(10).fill(`*${prev}`).join(', ')}]`;
  }),
].join('\n');

describe('aliases', () => {
  it('accepts 150 aliases of a short note', () => {
    const steps = Array.from({ length: 150 }, (_, k) => `  - { at: ${k}, note: *n }`);
    const r = parseYaml(`note: &n hi\nsteps:\n${steps.join('\n')}\n`, 'f.yaml');
    expect(r.ok).toBe(true);
    if (r.ok) expect((r.data as { steps: { note: string }[] }).steps[149]?.note).toBe('hi');
  });

  it('refuses a billion laughs quickly, naming the line of the alias that blows it up', () => {
    const t0 = performance.now();
    const issues = issuesOf(LAUGHS);
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(issues).toEqual([
      {
        file: 'f.yaml',
        line: 6,
        field: '(yaml)',
        message: `YAML error: the YAML's aliases expand to more than ${MAX_YAML_NODES} nodes`,
      },
    ]);
  });

  it('refuses an alias that names the node containing it', () => {
    expect(issuesOf('a: 1\nb: &x\n  - 1\n  - *x\n')[0]).toMatchObject({
      line: 4,
      message: 'YAML error: the alias *x names a node that contains it',
    });
  });

  it('still names an alias whose anchor is not set', () => {
    expect(issuesOf('a: *nope\n')[0]?.message).toMatch(/Unresolved alias.*nope/);
  });
});

describe('nesting', () => {
  it('accepts nesting up to the limit', () => {
    const n = MAX_YAML_DEPTH;
    expect(parseYaml(`${'['.repeat(n)}${']'.repeat(n)}`, null).ok).toBe(true);
  });

  it.each([10_000, 100_000])(
    'says the YAML is nested too deep for %i flow brackets, not a stack overflow',
    (n) => {
      expect(issuesOf(`a: 1\nb: ${'['.repeat(n)}${']'.repeat(n)}\n`)).toEqual([
        {
          file: 'f.yaml',
          line: 2,
          field: '(yaml)',
          message: `YAML error: the YAML is nested more than ${MAX_YAML_DEPTH} levels deep`,
        },
      ]);
    },
  );

  it('says the YAML is nested too deep for block sequences on one line', () => {
    expect(issuesOf(`${'- '.repeat(10_000)}x\n`)[0]).toMatchObject({
      line: 1,
      message: `YAML error: the YAML is nested more than ${MAX_YAML_DEPTH} levels deep`,
    });
  });

  it('names the line where indented block mappings pass the limit', () => {
    const lines = Array.from({ length: 200 }, (_, k) => `${' '.repeat(k)}k${k}:`);
    expect(issuesOf(`${lines.join('\n')} 1\n`)[0]).toMatchObject({
      line: MAX_YAML_DEPTH + 1,
      message: `YAML error: the YAML is nested more than ${MAX_YAML_DEPTH} levels deep`,
    });
  });
});

describe('plain YAML', () => {
  it('still reports a second document as a syntax error', () => {
    expect(issuesOf('a: 1\n---\nb: 2\n')[0]).toMatchObject({
      line: 2,
      message: expect.stringMatching(/multiple documents/),
    });
  });

  it('names the line of a key indented deeper than the keys above it, once', () => {
    for (const [text, line, valueLine] of [
      ['title: T\n ttl: 5\nsteps: []\n', 2, 1],
      ['steps:\n  - at: 1\n    actor: a\n     do: claim\n', 4, 3],
      ['title: x\n\n   ttl: 2\n', 3, 1],
      ['- a: 1\n   b: 2\n', 2, 1],
    ] as const) {
      const issues = issuesOf(text);
      expect(
        issues.map((i) => [i.line, i.facts]),
        text,
      ).toEqual([[line, { code: 'yamlIndentedKey', params: { line, valueLine } }]]);
      expect(issues[0]?.message).toContain(`line ${line} is indented deeper`);
    }
  });

  it('leaves a key without its colon to the YAML library, at its own line', () => {
    expect(issuesOf('title: T\nttl 5\nsteps: []\n').map((i) => [i.line, i.facts?.code])).toEqual([
      [2, 'yamlSyntax'],
    ]);
  });
});
