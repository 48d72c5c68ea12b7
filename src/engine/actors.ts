// The contract's actors and who may do what: the one place these words live. Pure.
import { own } from './names';
import { BUILTIN_ACTIONS, SQL_ACTIONS, type BuiltinAction } from './types';

/** The actor that cancels the job. */
export const USER = 'user';
/** The actor that recovers the job from a holder whose lease ran out. */
export const SCHEDULER = 'scheduler';

/** The two actors that are not workers, in the order the app lists them. */
export const NON_WORKERS = [USER, SCHEDULER] as const;

/** An actor's role: every actor other than `user` and `scheduler` is a worker. */
export type Role = 'worker' | typeof USER | typeof SCHEDULER;

/**
 * Who may take each built-in action (the contract's table): `anyone`, or the one role that may.
 * Custom actions are anyone's.
 */
export const ACTION_ROLES: Readonly<Record<BuiltinAction, Role | 'anyone'>> = {
  claim: 'worker',
  renew: 'worker',
  read: 'anyone',
  commit: 'worker',
  write: 'worker',
  cancel: USER,
  recover: SCHEDULER,
  pause: 'worker',
  crash: 'worker',
};

/** True for the actors that are workers (everyone but `user` and `scheduler`). */
export function isWorker(actor: string): boolean {
  return actor !== USER && actor !== SCHEDULER;
}

/** The role of an actor, from its name alone. */
export function roleOf(actor: string): Role {
  return actor === USER || actor === SCHEDULER ? actor : 'worker';
}

/**
 * The one role that may take `action`, or null when anyone may (`read` and custom actions).
 * Prototype-safe: an action named `constructor` or `__proto__` is a custom action.
 */
export function onlyRoleOf(action: string): Role | null {
  const role = own(ACTION_ROLES, action);
  return role === undefined || role === 'anyone' ? null : role;
}

/** True when the contract lets `actor` take `action`. */
export function mayDo(actor: string, action: string): boolean {
  const role = onlyRoleOf(action);
  return role === null || role === roleOf(actor);
}

/**
 * The built-in actions `actor` may take: those only its role may take first (what it is there
 * for), then those anyone may, each group in the contract's order. Custom actions come on top:
 * anyone may run them.
 */
export function builtinActionsOf(actor: string): BuiltinAction[] {
  const may = BUILTIN_ACTIONS.filter((a) => mayDo(actor, a));
  return [...may.filter((a) => onlyRoleOf(a) !== null), ...may.filter((a) => !onlyRoleOf(a))];
}

const NO_SQL: ReadonlySet<string> = new Set(
  BUILTIN_ACTIONS.filter((a) => !(SQL_ACTIONS as readonly string[]).includes(a)),
);

/** False for the built-ins that run no SQL (`pause`, `crash`); true for every other action. */
export function runsSql(action: string): boolean {
  return !NO_SQL.has(action);
}

/**
 * The session actions (docs/postgres.md): `begin` opens a transaction on the worker's own session,
 * `end` commits it. Only PostgreSQL runs them; a scenario that has them is invalid on SQLite.
 */
export const SESSION_ACTIONS = ['begin', 'end'] as const;
export type SessionAction = (typeof SESSION_ACTIONS)[number];

/**
 * The session action a step's `do` names, or null. A scenario whose `sql:` defines `begin` or
 * `end` keeps that name as a custom action, as the contract says any other name is, so a file
 * written before the session actions means what it meant.
 */
export function sessionActionOf(sql: Record<string, string>, action: string): SessionAction | null {
  if (Object.hasOwn(sql, action)) return null;
  return (SESSION_ACTIONS as readonly string[]).includes(action) ? (action as SessionAction) : null;
}
