import { describe, expect, it } from 'vitest';
import { keepWritten } from './keptText';
import { fromYaml, toYaml, toYamlKeeping } from './studioYaml';
import type { StudioModel } from './studioModel';

const WRITTEN = `# Week 3: a stale worker
title: Written by hand
ttl: 5 # a short lease
job: job-1

# The steps, in time order
steps:
  - { at: 0, worker: A, do: claim } # A first
  - at: 3
    worker: B
    do: claim
`;

const modelOf = (text: string): StudioModel => {
  const r = fromYaml(text);
  if (!r.ok) throw new Error('expected a scenario');
  return r.model;
};

describe("a lane or form edit in the author's text", () => {
  it('keeps the comments and layout of what it leaves alone', () => {
    const m = modelOf(WRITTEN);
    const text = toYamlKeeping(WRITTEN, { ...m, ttl: 6 });
    expect(text).toContain('# Week 3: a stale worker');
    expect(text).toContain('ttl: 6');
    expect(text).toContain('# The steps, in time order');
    expect(text).toContain('{ at: 0, worker: A, do: claim } # A first');
    expect(text).toMatch(/- at: 3\n\s+worker: B/);
    expect(toYaml(modelOf(text))).toBe(toYaml({ ...m, ttl: 6 }));
  });

  it('adds and removes steps, reading back as the model says', () => {
    const m = modelOf(WRITTEN);
    const added = { ...m, steps: [...m.steps, { ...m.steps[0]!, id: 'x', at: 7, do: 'read' }] };
    const grown = toYamlKeeping(WRITTEN, added);
    expect(grown).toContain('# A first');
    expect(toYaml(modelOf(grown))).toBe(toYaml(added));
    const fewer = { ...m, steps: m.steps.slice(1) };
    const shrunk = toYamlKeeping(WRITTEN, fewer);
    expect(shrunk).toContain('# Week 3');
    expect(toYaml(modelOf(shrunk))).toBe(toYaml(fewer));
  });

  it('lays the steps out one per line where the text had none yet', () => {
    const empty = 'title: T\nttl: 5\njob: j\nsteps: [] # none yet\n';
    const m = modelOf(WRITTEN);
    const text = toYamlKeeping(empty, { ...m, title: 'T', job: 'j' });
    expect(text).toMatch(/steps:\n\s+- \{ at: 0, worker: A, do: claim \}\n/);
    expect(text).toContain('# none yet');
  });

  it("is the model's own YAML when the text does not read, or the result would not", () => {
    const m = modelOf(WRITTEN);
    expect(toYamlKeeping('title: [broken', m)).toBe(toYaml(m));
    expect(toYamlKeeping('', m)).toBe(toYaml(m));
    expect(keepWritten('a: 1 # kept\n', 'a: 2\n', () => false)).toBe('a: 2\n');
    expect(keepWritten('a: 1 # kept\n', 'a: 2\n', () => true)).toBe('a: 2 # kept\n');
  });
});
