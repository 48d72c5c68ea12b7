import { describe, expect, it } from 'vitest';
import { issuesOf, scenarioOf } from '../../testing/engine';
import { DEFAULT_MAX_STATES, MAX_STATES_CEILING } from './limits';
import { actorsOf, describeModel } from './model';
import type { ExploreModel } from '../types';

const head = 'title: T\nttl: 3\nsteps: []\n';

describe('the explore: block', () => {
  it('is optional, and fills in its defaults when present', () => {
    expect(scenarioOf(head).explore).toBeUndefined();
    const s = scenarioOf(
      `${head}explore: { programs: { A: [claim, commit] }, horizon: 5, maxPause: 2 }\n`,
    );
    expect(s.explore).toEqual({
      programs: { A: ['claim', 'commit'] },
      workers: ['A'],
      horizon: 5,
      maxPause: 2,
      user: [],
      scheduler: [],
      maxStates: DEFAULT_MAX_STATES,
    });
  });

  it('keeps the workers in file order, names that look like integers included', () => {
    const s = scenarioOf(
      `${head}explore: { programs: { B: [claim], "2": [claim], A: [claim], 1: [claim] }, horizon: 2, maxPause: 0 }\n`,
    );
    expect(s.explore?.workers).toEqual(['B', '2', 'A', '1']);
    expect(actorsOf(s.explore as ExploreModel).map((a) => a.name)).toEqual(['B', '2', 'A', '1']);
    expect(describeModel(s.explore as ExploreModel)).toMatch(/^B: \[claim\]; 2: \[claim\]; A:/);
  });

  it('keeps a worker named __proto__ in programs', () => {
    const s = scenarioOf(
      `${head}explore: { programs: { __proto__: [claim, commit], A: [claim] }, horizon: 2, maxPause: 0 }\n`,
    );
    expect(s.explore?.workers).toEqual(['__proto__', 'A']);
    expect(Object.hasOwn(s.explore?.programs ?? {}, '__proto__')).toBe(true);
  });

  it('refuses a maxStates above the ceiling, naming the field and the ceiling', () => {
    const block = (n: number) =>
      `${head}explore:\n  programs: { A: [claim] }\n  horizon: 3\n  maxPause: 1\n  maxStates: ${n}\n`;
    expect(issuesOf(block(3_000_000))).toEqual([
      `bad.scenario.yaml:8: explore.maxStates: maxStates must be at most ${MAX_STATES_CEILING}, the explorer's ceiling: lower the horizon or maxPause instead`,
    ]);
    expect(scenarioOf(block(MAX_STATES_CEILING)).explore?.maxStates).toBe(MAX_STATES_CEILING);
  });

  it('lets clockSkew name a worker that only the explore block has', () => {
    const s = scenarioOf(
      `${head}clockSkew: { A: -2 }\nexplore: { programs: { A: [claim] }, horizon: 3, maxPause: 1 }\n`,
    );
    expect(s.clockSkew).toEqual({ A: -2 });
  });

  it('names the line and field of a shape error', () => {
    expect(
      issuesOf(`${head}explore:\n  programs: { A: [claim] }\n  horizon: soon\n  maxPause: 1\n`),
    ).toEqual(['bad.scenario.yaml:6: explore.horizon: horizon must be a whole number of ticks']);
    expect(
      issuesOf(`${head}explore: { programs: { A: [] }, horizon: 1, maxPause: 1, maxPuase: 2 }\n`),
    ).toEqual([
      'bad.scenario.yaml:4: explore.programs.A: a program needs at least one action',
      'bad.scenario.yaml:4: explore.maxPuase: unknown field "maxPuase"',
    ]);
  });

  it('keeps stalls out of programs and roles with their actors', () => {
    const issues = issuesOf(
      `${head}explore:\n  programs: { A: [claim, pause, cancel], user: [read] }\n  horizon: 4\n  maxPause: 1\n  user: [claim]\n  scheduler: [recover, crash]\n`,
    );
    expect(issues).toEqual([
      'bad.scenario.yaml:5: explore.programs.A[1]: stalls come from the schedule (maxPause), so a program does not list pause',
      'bad.scenario.yaml:5: explore.programs.A[2]: cancel is done by the actor "user", not "A"',
      'bad.scenario.yaml:5: explore.programs.user: "user" is not a worker: list its actions under explore.user',
      'bad.scenario.yaml:8: explore.user[0]: "user" is not a worker and cannot claim',
      'bad.scenario.yaml:9: explore.scheduler[1]: a worker that stops early is a schedule that runs past the horizon; remove crash',
    ]);
  });

  it('needs SQL for a custom action and at least one worker', () => {
    expect(
      issuesOf(`${head}explore: { programs: { A: [charge] }, horizon: 2, maxPause: 1 }\n`),
    ).toEqual([
      'bad.scenario.yaml:4: explore.programs.A[0]: custom action "charge" has no SQL; add it under sql:',
    ]);
    expect(issuesOf(`${head}explore: { programs: {}, horizon: 2, maxPause: 1 }\n`)).toEqual([
      'bad.scenario.yaml:4: explore.programs: programs needs at least one worker',
    ]);
  });
});
