import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drillTruth } from '../../engine/drillTruth';
import { checkScenarioRules } from '../../engine/scenarioRules';
import { run } from '../../testing/engine';
import { loadLesson, type Lesson } from '../lessons/lesson';
import { SYSTEMS } from '../lessons/systems';
import { drillTemplates, MOVES, movedWake, systemDrill } from './systemDrill';

function lessonById(id: string): Lesson {
  for (const name of readdirSync('lessons').filter((n) => n.endsWith('.lesson.yaml'))) {
    const r = loadLesson(readFileSync(`lessons/${name}`, 'utf8'), name);
    if (r.ok && r.lesson.id === id) return r.lesson;
  }
  throw new Error(`no lesson ${id}`);
}

describe('a drill on a real system', () => {
  for (const { lesson: id, system } of SYSTEMS) {
    const lesson = lessonById(id);

    it(`${system}: the same seed gives the same drill, and seeds give several`, () => {
      expect(drillTemplates(lesson).length).toBeGreaterThan(0);
      expect(systemDrill(lesson, 42)).toEqual(systemDrill(lesson, 42));
      const kinds = new Set(
        Array.from({ length: 30 }, (_, seed) => JSON.stringify(systemDrill(lesson, seed))),
      );
      expect(kinds.size).toBeGreaterThan(2);
    });

    it(`${system}: every drill it can make is valid, runs, asks no outcome, and has a write to reject`, async () => {
      for (const base of drillTemplates(lesson))
        for (const pause of base.steps.filter((s) => s.do === 'pause' && s.until !== undefined))
          for (let by = 0; by < MOVES; by++) {
            const drill = movedWake(base, pause, by);
            const where = `${base.title}, ${pause.actor}'s wake moved ${by}`;
            expect(checkScenarioRules(drill), where).toEqual([]);
            expect(drill.steps.every((s) => s.expect === undefined)).toBe(true);
            const trace = await run(drill);
            expect(trace.schemaError, where).toBeNull();
            expect(
              drillTruth(trace, drill.ttl).some((w) => w.mustReject),
              where,
            ).toBe(true);
          }
    });
  }
});
