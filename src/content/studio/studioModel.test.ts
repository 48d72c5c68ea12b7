import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenarioYaml } from '../../engine/parseScenario';
import { timelineArb } from '../../engine/testing/arbitraries';
import type { Scenario } from '../../engine/types';
import { scenarioToYaml } from '../../engine/scenarioYaml';
import {
  addStep,
  addWorker,
  moveStep,
  recordExpects,
  removeWorker,
  renameWorker,
  scenarioOfModel,
} from './studioModel';
import { emptyModel } from './emptyModel';
import { fromYaml, mergeText, toYaml } from './studioYaml';

/** A validated scenario without source lines, for comparing. */
const parsed = (text: string): Scenario => {
  const r = parseScenarioYaml(text);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return { ...r.scenario, steps: r.scenario.steps.map(({ line: _l, ...s }) => s) };
};
const roundTrip = (text: string) => {
  const m = fromYaml(text);
  if (!m.ok) throw new Error(JSON.stringify(m.issues));
  return parsed(toYaml(m.model));
};

const DIRS = ['lessons/scenarios', 'lessons/explore'];
const FILES = DIRS.flatMap((d) =>
  readdirSync(d)
    .filter((f) => f.endsWith('.scenario.yaml'))
    .map((f) => `${d}/${f}`),
);

describe('the studio model and YAML', () => {
  it.each(FILES)('YAML → model → YAML gives the same scenario for %s', (file) => {
    const text = readFileSync(file, 'utf8');
    expect(roundTrip(text)).toEqual(parsed(text));
  });

  it('YAML → model → YAML gives the same scenario for random valid timelines', () => {
    fc.assert(
      fc.property(timelineArb(), (s) => {
        const text = scenarioToYaml(s);
        expect(roundTrip(text)).toEqual(parsed(text));
      }),
      { numRuns: 200 },
    );
  });

  it('reports invalid YAML with the same located messages as the CLI', () => {
    const r = fromYaml('title: x\nttl: 0\nsteps: []\n', 'f.scenario.yaml');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]).toMatchObject({ line: 2, field: 'ttl' });
  });

  it('builds a three-step scenario by edits that parses back', () => {
    let m = emptyModel();
    m = addStep(m, 'A', 0, 'claim').model;
    m = addStep(m, 'B', 6, 'claim').model;
    const added = addStep(m, 'A', 1, 'pause');
    m = moveStep(added.model, added.id, 2);
    expect(m.steps.map((s) => [s.at, s.actor, s.do, s.until])).toEqual([
      [0, 'A', 'claim', undefined],
      [2, 'A', 'pause', 8],
      [6, 'B', 'claim', undefined],
    ]);
    expect(roundTrip(toYaml(m))).toEqual(scenarioOfModel(m));
  });

  it('renames a worker in its steps and clock skew, and removes one with its steps', () => {
    let m = addWorker(emptyModel());
    m = addStep(m, 'C', 0, 'claim').model;
    m = { ...m, clockSkew: { C: 2 } };
    const renamed = renameWorker(m, 'C', 'Z');
    expect(renamed.steps[0]?.actor).toBe('Z');
    expect(renamed.clockSkew).toEqual({ Z: 2 });
    expect(renameWorker(m, 'C', 'A')).toBe(m);
    const removed = removeWorker(renamed, 'Z');
    expect(removed.steps).toEqual([]);
    expect(removed.actors).toEqual(['A', 'B', 'user', 'scheduler']);
  });

  it('records outcomes as expects, step by step in run order', () => {
    let m = addStep(emptyModel(), 'A', 0, 'claim').model;
    m = addStep(m, 'A', 1, 'pause').model;
    const r = recordExpects(m, [
      { at: 0, actor: 'A', do: 'claim', outcome: 'granted' },
      { at: 1, actor: 'A', do: 'pause', outcome: null },
    ]);
    expect(r.steps.map((s) => s.expect)).toEqual(['granted', undefined]);
  });

  it('keeps step ids and empty lanes when the text is edited', () => {
    let m = addWorker(addStep(emptyModel(), 'A', 0, 'claim').model);
    m = addStep(m, 'B', 1, 'claim').model;
    const edited = fromYaml(toYaml(m).replace('at: 1', 'at: 2'));
    if (!edited.ok) throw new Error('invalid');
    const merged = mergeText(m, edited.model);
    expect(merged.steps.map((s) => s.id)).toEqual(m.steps.map((s) => s.id));
    expect(merged.actors).toEqual(['A', 'B', 'C', 'user', 'scheduler']);
  });
});
