import { describe, expect, it } from 'vitest';
import type { Actions } from './actions';
import { memoryStorage } from './memoryStorage';
import { createAppStore } from './store';
import { KEYMAP, playerVeiled, shortcutFor, type KeyPress } from './keymap';
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
    expect(shortcutFor(press('ArrowRight', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('ArrowRight', { metaKey: true }))).toBeNull();
    expect(shortcutFor(press(' ', { altKey: true }))).toBeNull();
  });

  it("binds the studio's undo and redo to Ctrl+Z and Ctrl+Shift+Z, only in the studio", () => {
    const undo = shortcutFor(press('z', { ctrlKey: true }));
    const redo = shortcutFor(press('Z', { metaKey: true, shiftKey: true }));
    expect(undo?.description).toMatch(/^undo/);
    expect(redo?.description).toMatch(/^redo/);
    const inStudio = { player: { source: { kind: 'studio' } } } as AppState;
    const elsewhere = { player: { source: { kind: 'example', name: 'x' } } } as AppState;
    expect(undo?.when?.(inStudio)).toBe(true);
    expect(undo?.when?.(elsewhere)).toBe(false);
  });

  it('lists re-running the SQL for the help sheet without binding it', () => {
    const rerun = KEYMAP.find((s) => s.keys.includes('Ctrl+Enter'));
    expect(rerun?.description).toBe('re-run the SQL (in the editor)');
    expect(rerun?.perform).toBeUndefined();
  });

  it('binds each key once', () => {
    const keys = KEYMAP.flatMap((s) => s.match.map((k) => `${s.mod ?? ''}+${k}`));
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
      'studioUndo',
      'studioRedo',
    ]);
    const real = createAppStore({
      examples: { names: [], load: () => Promise.reject(new Error('none')), fileOf: (n) => n },
      run: () => Promise.reject(new Error('no worker')),
      storage: memoryStorage(),
    }).getState().actions;
    for (const name of called) expect(typeof real[name as keyof Actions]).toBe('function');
  });

  describe('behind the prediction veil', () => {
    const lessonState = (predicted: boolean | undefined, source: AppState['player']['source']) =>
      ({
        player: { source, speed: 1 },
        lesson: {
          progress: predicted === undefined ? {} : { one: { predicted } },
        },
      }) as unknown as AppState;
    const lesson = { kind: 'lesson', lesson: 'one', timeline: 't', sql: 'starter' } as const;
    const counterexample = { kind: 'counterexample', subject: 'lesson:one' } as const;

    it("veils a lesson's player until its predictions are in", () => {
      expect(playerVeiled(lessonState(undefined, lesson))).toBe(true);
      expect(playerVeiled(lessonState(false, lesson))).toBe(true);
      expect(playerVeiled(lessonState(true, lesson))).toBe(false);
      expect(playerVeiled(lessonState(false, counterexample))).toBe(true);
      expect(playerVeiled(lessonState(true, counterexample))).toBe(false);
    });

    it('never veils the playground, a drill or the studio', () => {
      expect(playerVeiled(lessonState(false, { kind: 'example', name: 'x' }))).toBe(false);
      expect(playerVeiled(lessonState(false, { kind: 'drill', drill: 'd' }))).toBe(false);
      expect(playerVeiled(lessonState(false, { kind: 'studio' }))).toBe(false);
      expect(playerVeiled(lessonState(false, null))).toBe(false);
    });

    it('turns off every key of the player, the help included', () => {
      const veiled = lessonState(false, lesson);
      const shown = lessonState(true, lesson);
      for (const key of [' ', 'ArrowRight', 'ArrowLeft', 'Home', 'End', 'w', 'v', '>', '<', '?']) {
        const s = shortcutFor(press(key));
        expect(s?.when?.(veiled), key).toBe(false);
        expect(s?.when?.(shown), key).toBe(true);
      }
    });
  });
});
