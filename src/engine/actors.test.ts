import { describe, expect, it } from 'vitest';
import {
  ACTION_ROLES,
  SCHEDULER,
  USER,
  builtinActionsOf,
  isWorker,
  mayDo,
  runsSql,
} from './actors';
import { roleProblem } from './roleProblem';
import { BUILTIN_ACTIONS } from './types';

/** The contract's table of who may do what: action -> may a worker, the user, the scheduler? */
const CONTRACT: [string, boolean, boolean, boolean][] = [
  ['claim', true, false, false],
  ['renew', true, false, false],
  ['read', true, true, true],
  ['commit', true, false, false],
  ['write', true, false, false],
  ['cancel', false, true, false],
  ['recover', false, false, true],
  ['pause', true, false, false],
  ['crash', true, false, false],
  ['finish-upload', true, true, true],
];

describe('who may do what', () => {
  it('has a role rule for every built-in action and for nothing else', () => {
    expect(Object.keys(ACTION_ROLES).sort()).toEqual([...BUILTIN_ACTIONS].sort());
  });

  it.each(CONTRACT)('lets the contract’s actors %s as its table says', (action, w, u, s) => {
    expect([mayDo('A', action), mayDo(USER, action), mayDo(SCHEDULER, action)]).toEqual([w, u, s]);
  });

  it('treats actions named like Object.prototype members as custom actions anyone may run', () => {
    for (const action of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect([mayDo('A', action), mayDo(USER, action), mayDo(SCHEDULER, action)]).toEqual([
        true,
        true,
        true,
      ]);
    }
  });

  it('counts every actor but user and scheduler as a worker, whatever its name', () => {
    expect(['A', '__proto__', 'constructor', 'User'].every(isWorker)).toBe(true);
    expect([USER, SCHEDULER].some(isWorker)).toBe(false);
  });

  it('lists each role’s own built-ins first, then the ones anyone may take', () => {
    expect(builtinActionsOf(USER)).toEqual(['cancel', 'read']);
    expect(builtinActionsOf(SCHEDULER)).toEqual(['recover', 'read']);
    expect(builtinActionsOf('A')).toEqual([
      'claim',
      'renew',
      'commit',
      'write',
      'pause',
      'crash',
      'read',
    ]);
  });

  it('names the one actor that may cancel or recover when another tries', () => {
    expect(roleProblem('A', 'cancel')).toBe('cancel is done by the actor "user", not "A"');
    expect(roleProblem(USER, 'recover')).toBe(
      'recover is done by the actor "scheduler", not "user"',
    );
  });

  it('says a non-worker cannot take a worker’s action, and what it may do instead when asked', () => {
    expect(roleProblem(USER, 'claim')).toBe('"user" is not a worker and cannot claim');
    expect(roleProblem(SCHEDULER, 'write', true)).toBe(
      '"scheduler" is not a worker and cannot write; it may recover, read or run a custom action',
    );
  });

  it('finds no problem with an action the actor may take', () => {
    expect(roleProblem('A', 'claim')).toBeNull();
    expect(roleProblem(USER, 'constructor')).toBeNull();
  });

  it('runs SQL for every action but pause and crash', () => {
    expect(BUILTIN_ACTIONS.filter((a) => !runsSql(a))).toEqual(['pause', 'crash']);
    expect(runsSql('__proto__')).toBe(true);
  });
});
