import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadLesson } from './lesson';
import { SYSTEMS } from './systems';

/** Every lesson of lessons/, by id, with its track. */
function lessons(): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of readdirSync('lessons').filter((n) => n.endsWith('.lesson.yaml'))) {
    const r = loadLesson(readFileSync(`lessons/${name}`, 'utf8'), name);
    if (!r.ok) throw new Error(`${name} does not load`);
    out.set(r.lesson.id, r.lesson.track);
  }
  return out;
}

describe('the real systems side by side', () => {
  const all = lessons();

  it('links each system to a lesson of the real-systems track, once', () => {
    for (const row of SYSTEMS) expect(all.get(row.lesson), row.lesson).toBe('real-systems');
    expect(new Set(SYSTEMS.map((r) => r.lesson)).size).toBe(SYSTEMS.length);
  });

  it('has a row for every lesson of the track', () => {
    const track = [...all].filter(([, t]) => t === 'real-systems').map(([id]) => id);
    expect(track.length).toBeGreaterThan(0);
    expect(track.sort()).toEqual(SYSTEMS.map((r) => r.lesson).sort());
  });

  it('says every cell in both languages, with the same code spans', () => {
    const spans = (s: string) => s.match(/`[^`]*`/g) ?? [];
    for (const row of SYSTEMS)
      for (const cell of ['token', 'checks', 'gap'] as const) {
        expect(row.zh[cell]).toMatch(/[\u4e00-\u9fff]/);
        expect(spans(row.zh[cell]), `${row.system} ${cell}`).toEqual(spans(row.en[cell]));
      }
  });
});
