// The drill bank: hand-made spot-the-stale-write timelines, reused from lessons/scenarios, and the
// address of a drill (`?seed=N&level=K` for a generated one, `?bank=name` for a bank one,
// `?system=<lesson id>&seed=N` for one on a real system's model, systemDrill.ts).
import { isDrillLevel, type DrillLevel } from '../../engine/drillGenerator';

export interface BankDrill {
  /** Example name: lessons/scenarios/<name>.scenario.yaml. */
  name: string;
  title: string;
}

/** Bank drills in display order; their timelines are the example scenarios'. */
export const DRILL_BANK: readonly BankDrill[] = [
  { name: 'seed-demo', title: 'A stale worker resumes after takeover' },
  { name: 'naive-unfenced-finish', title: 'A finish without a fence' },
  { name: 'renew-after-takeover', title: 'An old owner renews after a takeover' },
  { name: 'cancel-before-finish', title: 'The user cancels while a worker holds the job' },
  { name: 'highest-token-store', title: 'A store that remembers the highest token' },
  { name: 'attempt-id-recovery', title: 'Attempt ids and a recovery sweep' },
];

export type DrillSource =
  | { kind: 'generated'; seed: number; level: DrillLevel }
  | { kind: 'bank'; name: string }
  /** A drill on the model of a real-systems lesson (its `id:`), from a seed. */
  | { kind: 'system'; lesson: string; seed: number };

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Largest seed a drill uses: seeds are unsigned 32-bit integers. */
export const MAX_SEED = 4294967295;

/** The drill a query string names, or null when it names none (or a bad one). */
export function drillFromQuery(search: string): DrillSource | null {
  const q = new URLSearchParams(search);
  const bank = q.get('bank');
  if (bank !== null)
    return DRILL_BANK.some((d) => d.name === bank) ? { kind: 'bank', name: bank } : null;
  const seed = Number(q.get('seed'));
  if (q.get('seed') === null || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) return null;
  const system = q.get('system');
  if (system !== null) return KEBAB.test(system) ? { kind: 'system', lesson: system, seed } : null;
  const level = Number(q.get('level') ?? '1');
  return isDrillLevel(level) ? { kind: 'generated', seed, level } : null;
}

/** The query string of a drill; the inverse of drillFromQuery. */
export function queryOfDrill(d: DrillSource): string {
  if (d.kind === 'bank') return `?bank=${d.name}`;
  if (d.kind === 'system') return `?system=${d.lesson}&seed=${d.seed}`;
  return `?seed=${d.seed}&level=${d.level}`;
}

/** Same drill? */
export function sameDrill(a: DrillSource | null, b: DrillSource | null): boolean {
  return a !== null && b !== null && queryOfDrill(a) === queryOfDrill(b);
}
