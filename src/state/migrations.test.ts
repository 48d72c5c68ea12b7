// Each persisted part migrates by its own sequence: the version that first kept it, then each
// change to its shape. The sequences are held to the store's version, and a part saved at any
// older version comes out in today's shape (it passes the part's own check).
import { describe, expect, it } from 'vitest';
import { migratePart, migratePersisted, PERSISTED } from './persistence';
import { PERSIST_VERSION } from './store';

describe('migration sequences', () => {
  it('are in order, and none is newer than the store', () => {
    for (const p of PERSISTED) {
      const { since, steps = [] } = p.migrations;
      expect(since, p.key).toBeGreaterThanOrEqual(1);
      expect(since, p.key).toBeLessThanOrEqual(PERSIST_VERSION);
      const versions = steps.map((s) => s.version);
      expect(versions, p.key).toEqual([...versions].sort((a, b) => a - b));
      for (const v of versions) {
        expect(v, p.key).toBeGreaterThan(since);
        expect(v, p.key).toBeLessThanOrEqual(PERSIST_VERSION);
      }
    }
  });

  it('run every step after the version a part was saved at, oldest first', () => {
    const m = {
      since: 2,
      steps: [
        {
          version: 4,
          up: (o: Record<string, unknown>) => ({ ...o, trail: `${String(o.trail)}4` }),
        },
        {
          version: 6,
          up: (o: Record<string, unknown>) => ({ ...o, trail: `${String(o.trail)}6` }),
        },
      ],
    };
    expect(migratePart(m, { trail: '' }, 2)).toEqual({ trail: '46' });
    expect(migratePart(m, { trail: '' }, 4)).toEqual({ trail: '6' });
    expect(migratePart(m, { trail: '' }, 6)).toEqual({ trail: '' });
    // Saved before the part existed, or not saved at all: nothing to keep.
    expect(migratePart(m, { trail: '' }, 1)).toBeUndefined();
    expect(migratePart(m, undefined, 3)).toBeUndefined();
  });

  it("bring a part saved at its first version to today's shape", () => {
    const oldest: Record<string, unknown> = {
      editor: { drafts: { seed: 'title: x' } },
      lesson: { progress: {} },
      studio: { drafts: {} },
      review: { cards: {}, history: [] },
      practice: { timer: null, mock: null },
      exercise: { kept: {} },
    };
    for (const p of PERSISTED) {
      const out = migratePersisted({ [p.key]: oldest[p.key] }, p.migrations.since);
      const check = p.schema.safeParse(out[p.key]);
      expect(check.success, `${p.key} saved at version ${p.migrations.since}`).toBe(true);
    }
  });
});
