// Every timeline that ships, laid out at a desktop and a phone width, stays readable: no two
// labels overlap, no arrow crosses a text, no line crosses a heading, no text under 12 px. The
// files are read from disk when the test runs, so new and edited lessons are covered too.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLesson } from '../../../content/lessons/lesson';
import { exerciseTimelines } from '../../../content/check/exerciseTimelines';
import { exploreScenario } from '../../../engine/explore/explore';
import { formatIssue, parseScenarioYaml } from '../../../engine';
import { timelineOf } from '../../../engine/timeline';
import type { Scenario, SqlPort, Trace } from '../../../engine/types';
import { createNodeSupervisor } from '../../../sql/nodeHost';
import { createNodePort } from '../../../sql/nodePort';
import { layoutProblems } from './timelineCheck';
import { layoutTimeline } from './timelineLayout';

/** A desktop drawing, the app's default before it measures, and a phone's. */
const WIDTHS = [1100, 720, 340];

const supervisor = createNodeSupervisor(300);
afterAll(() => supervisor.dispose());
let port: SqlPort;
beforeAll(async () => {
  port = await createNodePort();
});

const files = (dir: string, end: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(end))
    .sort()
    .map((f) => `${dir}/${f}`);

function scenarioFile(file: string): Scenario {
  const r = parseScenarioYaml(readFileSync(file, 'utf8'), file);
  if (!r.ok) throw new Error(r.issues.map(formatIssue).join('\n'));
  return r.scenario;
}

interface Shipped {
  name: string;
  scenario: Scenario;
  /** Whether the app can explore it, and so show a counterexample of it. */
  explore: boolean;
}

/** Every timeline the app can show from the files, by a name for the failure message. */
function shippedScenarios(): Shipped[] {
  const out: Shipped[] = [];
  // The workbench explores any example, on a model read off its steps when it has no explore:.
  for (const file of files('lessons/scenarios', '.scenario.yaml')) {
    out.push({ name: file, scenario: scenarioFile(file), explore: true });
  }
  for (const file of files('lessons/explore', '.scenario.yaml')) {
    out.push({ name: file, scenario: scenarioFile(file), explore: true });
  }
  for (const file of files('lessons', '.lesson.yaml')) {
    const r = loadLesson(readFileSync(file, 'utf8'), file);
    if (!r.ok) throw new Error(r.issues.map(formatIssue).join('\n'));
    const lesson = r.lesson;
    for (const s of lesson.scenarios) {
      out.push({ name: `${file}#${s.id}`, scenario: s.scenario, explore: false });
    }
    for (const [which, sql] of [
      ['starter', lesson.exercise.starter],
      ['solution', lesson.exercise.solution],
    ] as const) {
      for (const t of exerciseTimelines(lesson, sql)) {
        out.push({
          name: `${file}#${t.id} (${which})`,
          scenario: t.scenario,
          explore: t.scenario.explore !== undefined,
        });
      }
    }
  }
  return out;
}

/** The problems of a trace's layout at every width, and with every step marked as changed. */
function problemsOf(trace: Trace): string[] {
  const model = timelineOf(trace);
  const all = new Set(model.events.map((e) => e.i));
  return [
    ...WIDTHS.flatMap((w) => layoutProblems(layoutTimeline(model, w)).map((p) => `${w} px: ${p}`)),
    ...layoutProblems(layoutTimeline(model, 340, all)).map((p) => `340 px, all changed: ${p}`),
  ];
}

describe('every shipped timeline', () => {
  const shipped = shippedScenarios();
  let counterexamples = 0;

  it('includes the examples, the explorer models and every lesson timeline', () => {
    expect(shipped.length).toBeGreaterThan(50);
  });

  for (const { name, scenario, explore } of shipped) {
    it(`lays out readably, and so does its counterexample: ${name}`, async () => {
      const trace = await supervisor.run(scenario);
      expect(problemsOf(trace)).toEqual([]);
      // A statement that ran past the time limit would hang the in-process explorer.
      const ranAway = trace.steps.some((s) => s.error?.startsWith('stopped:'));
      if (!explore || ranAway) return;
      const cx = exploreScenario(scenario, port).counterexample;
      if (!cx) return;
      counterexamples++;
      expect(problemsOf(cx.trace).map((p) => `counterexample: ${p}`)).toEqual([]);
    }, 120_000);
  }

  it('laid out the counterexamples of the unsafe ones', () => {
    expect(counterexamples).toBeGreaterThan(3);
  });
});
