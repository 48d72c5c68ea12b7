// Program entries that bind :key and :payload: parsed, written back, explored, derived, described.
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodePort } from '../../sql/nodePort';
import { run, scenarioOf } from '../../testing/engine';
import { scenarioToYaml } from '../scenarioYaml';
import { REVISION_ONLY_SAVE, REVISION_SCHEMA } from '../testing/exploreModels';
import type { ExploreModel, SqlPort } from '../types';
import { exploreScenario } from './explore';
import { actorsOf, deriveModel, describeModel } from './model';

let port: SqlPort;
beforeAll(async () => {
  port = await createNodePort();
});

const indent = (text: string) => text.replace(/^/gm, '    ');

/** A scenario on lesson 12's row with this save, and this explore block (or none). */
const saves = (save: string, explore: string, steps = 'steps: []\n') =>
  scenarioOf(
    `title: Saves\nttl: 1\njob: r\nschema: |\n${indent(REVISION_SCHEMA)}\nsql:\n  save: "${save}"\n${steps}${explore}`,
  );

const BOUND =
  'explore:\n  programs:\n    A: [claim, { do: save, key: 0 }, { do: save, key: 1, payload: part-2 }]\n    B: [claim, { do: save, key: 1 }]\n  horizon: 3\n  maxPause: 2\n';
/** The same model with plain names: every save binds the default key `r:save`. */
const PLAIN =
  'explore:\n  programs: { A: [claim, save, save], B: [claim, save] }\n  horizon: 3\n  maxPause: 2\n';

describe('program entries that bind a key or a payload', () => {
  it('keep the names in programs and what each entry binds beside them', () => {
    const s = saves(
      REVISION_ONLY_SAVE,
      `${BOUND}  user: [{ do: read, payload: 7 }]\n  scheduler: [recover]\n`,
    );
    expect(s.explore?.programs).toEqual({ A: ['claim', 'save', 'save'], B: ['claim', 'save'] });
    expect(s.explore?.user).toEqual(['read']);
    expect(s.explore?.bindings).toEqual({
      A: [null, { key: 0 }, { key: 1, payload: 'part-2' }],
      B: [null, { key: 1 }],
      user: [{ payload: 7 }],
    });
    expect(saves(REVISION_ONLY_SAVE, PLAIN).explore?.bindings).toBeUndefined();
    // A mapping that binds nothing is the plain name.
    const bare = saves(REVISION_ONLY_SAVE, PLAIN.replace('[claim, save]', '[claim, { do: save }]'));
    expect(bare.explore).toEqual(saves(REVISION_ONLY_SAVE, PLAIN).explore);
  });

  it('are written back as mappings, and plain names as names, parsing to the same model', () => {
    const s = saves(REVISION_ONLY_SAVE, `${BOUND}  user: [{ do: read, key: "0" }]\n`);
    const yaml = scenarioToYaml(s);
    expect(yaml).toContain(
      'A: [ claim, { do: save, key: 0 }, { do: save, key: 1, payload: part-2 } ]',
    );
    expect(yaml).toContain('user: [ { do: read, key: "0" } ]');
    expect(scenarioOf(yaml)).toEqual(s);
  });

  it('are described in one line the way the file says them', () => {
    const s = saves(REVISION_ONLY_SAVE, `${BOUND}  user: [{ do: read, payload: "a b" }]\n`);
    expect(describeModel(s.explore as ExploreModel)).toBe(
      'A: [claim, { do: save, key: 0 }, { do: save, key: 1, payload: part-2 }]; B: [claim, { do: save, key: 1 }]; user: [{ do: read, payload: "a b" }]; horizon 3; maxPause 2; maxStates 200000',
    );
  });

  it('bind their key in every schedule: without the keys, the same model proves nothing', () => {
    // With the default key no save matches a revision, so nothing is ever accepted.
    expect(exploreScenario(saves(REVISION_ONLY_SAVE, PLAIN), port).verdict).toBe('safe');
    const r = exploreScenario(saves(REVISION_ONLY_SAVE, BOUND), port);
    expect(r.verdict).toBe('unsafe');
    expect(r.counterexample?.violation.rule).toBe('stale-write');
  });

  it('put their key and payload in the steps of a counterexample, which run reproduces', async () => {
    const cx = exploreScenario(saves(REVISION_ONLY_SAVE, BOUND), port).counterexample;
    const acts = (cx?.scenario.steps ?? []).filter((s) => s.do !== 'pause');
    const last = acts.at(-1);
    expect([last?.do, last?.key]).toEqual(['save', 0]);
    for (const s of acts.filter((x) => x.do === 'save')) expect(s.key).not.toBeUndefined();
    expect(cx?.yaml).toContain('do: save, key: 0');
    const trace = await run(cx?.yaml ?? '');
    expect(trace.violations).toEqual([cx?.violation]);
    expect(scenarioOf(cx?.yaml ?? '').explore).toEqual(cx?.scenario.explore);
  });

  it("are read off a timeline's steps when a scenario has no explore block", () => {
    const steps = `steps:
  - { at: 0, worker: A, do: claim }
  - { at: 1, worker: A, do: save, key: 0, payload: part-1 }
  - { at: 2, worker: A, do: save, key: 1 }
  - { at: 2, worker: B, do: claim }
  - { at: 3, worker: user, do: read, key: look }
`;
    const s = saves(REVISION_ONLY_SAVE, '', steps);
    const m = deriveModel(s);
    expect(m.programs).toEqual({ A: ['claim', 'save', 'save'], B: ['claim'] });
    expect(m.bindings).toEqual({
      A: [null, { key: 0, payload: 'part-1' }, { key: 1 }],
      user: [{ key: 'look' }],
    });
    expect(actorsOf(m)[0]?.bindings).toEqual([null, { key: 0, payload: 'part-1' }, { key: 1 }]);
    const r = exploreScenario(s, port);
    expect(r.derived).toBe(true);
    expect(r.model).toEqual(m);
    const noKeys = saves(REVISION_ONLY_SAVE, '', steps.replace(/, key: \w+/g, ''));
    expect(deriveModel(noKeys).bindings).toEqual({ A: [null, { payload: 'part-1' }, null] });
  });
});
