// The explorer at classroom scale: three and four identical workers, each claim, write, commit,
// on the standard model's SQL (horizon 12, stalls up to 6), with the symmetry reduction and,
// once each, without it, so the bench shows what the reduction saves.
import { performance } from 'node:perf_hooks';
import type { Scenario, SqlPort } from '../../src/engine';
import { searchSchedules, type SearchOptions } from '../../src/engine/explore/explorer';
import { median, type Bench, type Figure } from './measure';
import { standardModel } from './explorer';

const NAMES = ['A', 'B', 'C', 'D'];

function search(scenario: Scenario, port: SqlPort, workers: number, options: SearchOptions = {}) {
  const names = NAMES.slice(0, workers);
  const base = scenario.explore;
  if (!base) throw new Error('the standard model has no explore: block');
  const programs = Object.fromEntries(names.map((w) => [w, ['claim', 'write', 'commit']]));
  const model = { ...base, programs, workers: names, maxStates: 1_000_000 };
  const t0 = performance.now();
  const r = searchSchedules(scenario, model, port, options);
  if (r.verdict !== 'safe') throw new Error(`${workers} workers: expected safe, got ${r.verdict}`);
  return { ms: performance.now() - t0, r };
}

export function explorerWorkersBench(port: SqlPort): Bench {
  return () => {
    const scenario = standardModel();
    const out: Figure[] = [];
    for (const n of [3, 4]) {
      const runs = [1, 2, 3].map(() => search(scenario, port, n));
      const { r } = runs[0] as (typeof runs)[number];
      const full = search(scenario, port, n, { symmetry: false });
      out.push(
        { name: `explorer_${n}_workers_ms`, value: median(runs.map((x) => x.ms)), unit: 'ms' },
        { name: `explorer_${n}_workers_states`, value: r.states, unit: 'states' },
        { name: `explorer_${n}_workers_schedules`, value: r.schedules ?? 0, unit: 'schedules' },
        { name: `explorer_${n}_workers_unreduced_ms`, value: full.ms, unit: 'ms' },
        { name: `explorer_${n}_workers_unreduced_states`, value: full.r.states, unit: 'states' },
      );
    }
    return out;
  };
}
