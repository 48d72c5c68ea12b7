import { describe, expect, it } from 'vitest';
import { ACTION_NAMES, type Actions } from './actions';
import { KEYMAP, shortcutFor, type KeyPress } from './keymap';
import type { AppState } from './store';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('the keyboard map', () => {
  it('maps the playback keys to their shortcuts', () => {
    expect(shortcutFor(press(' '))?.description).toBe('play / pause');
    expect(shortcutFor(press('ArrowRight'))?.description).toBe('step forward');
    expect(shortcutFor(press('ArrowLeft'))?.description).toBe('step back');
    expect(shortcutFor(press('Home'))?.keys).toEqual(['Home']);
    expect(shortcutFor(press('End'))?.keys).toEqual(['End']);
    expect(shortcutFor(press('?'))?.description).toBe('show or hide this help');
  });

  it('leaves presses with Ctrl, Cmd or Alt to the browser and the editor', () => {
    expect(shortcutFor(press('Enter', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('ArrowRight', { metaKey: true }))).toBeNull();
    expect(shortcutFor(press(' ', { altKey: true }))).toBeNull();
  });

  it('lists re-running the SQL for the help sheet without binding it', () => {
    const rerun = KEYMAP.find((s) => s.keys.includes('Ctrl+Enter'));
    expect(rerun?.description).toBe('re-run the SQL (in the editor)');
    expect(rerun?.perform).toBeUndefined();
  });

  it('binds each key once', () => {
    const keys = KEYMAP.flatMap((s) => s.match);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('runs only named actions', () => {
    const called: string[] = [];
    const actions = new Proxy({} as Actions, {
      get:
        (_, name) =>
        (..._args: unknown[]) =>
          void called.push(String(name)),
    });
    const state = { player: { speed: 1 } } as AppState;
    for (const s of KEYMAP) s.perform?.(actions, state);
    expect(called).toEqual([
      'togglePlay',
      'stepForward',
      'stepBack',
      'seekStart',
      'seekEnd',
      'nextWrite',
      'nextViolation',
      'setSpeed',
      'setSpeed',
      'toggleHelp',
    ]);
    for (const name of called) expect(ACTION_NAMES).toContain(name);
  });
});
