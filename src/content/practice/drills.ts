// The drill bank: hand-made spot-the-stale-write timelines, reused from lessons/scenarios, and the
// address of a drill (`?seed=N&level=K` for a generated one, `?bank=name` for a bank one).
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
  { kind: 'generated'; seed: number; level: DrillLevel } | { kind: 'bank'; name: string };

/** Largest seed a drill uses: seeds are unsigned 32-bit integers. */
export const MAX_SEED = 4294967295;

/** The drill a query string names, or null when it names none (or a bad one). */
export function drillFromQuery(search: string): DrillSource | null {
  const q = new URLSearchParams(search);
  const bank = q.get('bank');
  if (bank !== null)
    return DRILL_BANK.some((d) => d.name === bank) ? { kind: 'bank', name: bank } : null;
  const seed = Number(q.get('seed'));
  const level = Number(q.get('level') ?? '1');
  if (q.get('seed') === null || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) return null;
  return isDrillLevel(level) ? { kind: 'generated', seed, level } : null;
}

/** The query string of a drill; the inverse of drillFromQuery. */
export function queryOfDrill(d: DrillSource): string {
  return d.kind === 'bank' ? `?bank=${d.name}` : `?seed=${d.seed}&level=${d.level}`;
}

/** Same drill? */
export function sameDrill(a: DrillSource | null, b: DrillSource | null): boolean {
  return a !== null && b !== null && queryOfDrill(a) === queryOfDrill(b);
}
