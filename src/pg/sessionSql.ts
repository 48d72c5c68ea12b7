// The SQL of a session action (docs/postgres.md): `begin` is BEGIN, at the isolation level the step
// names (SERIALIZABLE, say), and `end` is COMMIT. Pure.
import type { Step } from '../engine/types';

export function sessionSql(step: Pick<Step, 'do' | 'isolation'>): string {
  if (step.do !== 'begin') return 'COMMIT';
  return step.isolation ? `BEGIN ISOLATION LEVEL ${step.isolation.toUpperCase()}` : 'BEGIN';
}
