// The shipped timelines stay readable in Chinese too: the layout measures the words it is given,
// and Chinese labels have other widths than English ones (wider per character, fewer of them).
import { readdirSync, readFileSync } from 'node:fs';
import { setupI18n, type Messages } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { loadLesson } from '../../../content/lessons/lesson';
import { formatIssue, parseScenarioYaml } from '../../../engine';
import { timelineOf } from '../../../engine/timeline';
import type { Scenario } from '../../../engine/types';
import zhPlayer from '../../../i18n/messages/zh-CN/player.json';
import { createNodeSupervisor } from '../../../sql/nodeHost';
import { layoutProblems } from './timelineCheck';
import { layoutTimeline } from './timelineLayout';
import { timelineWords } from './timelineWords';

const WIDTHS = [1100, 720, 340];

// The catalog as the app loads it (compiled by the build's plugin, here by vitest's).
const zh = setupI18n({ locale: 'zh-CN', messages: { 'zh-CN': zhPlayer as unknown as Messages } });
const words = timelineWords((key, values) => zh._(key, values));

const supervisor = createNodeSupervisor(300);
afterAll(() => supervisor.dispose());

const files = (dir: string, end: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(end))
    .sort()
    .map((f) => `${dir}/${f}`);

function shipped(): { name: string; scenario: Scenario }[] {
  const out: { name: string; scenario: Scenario }[] = [];
  for (const file of files('lessons/scenarios', '.scenario.yaml')) {
    const r = parseScenarioYaml(readFileSync(file, 'utf8'), file);
    if (!r.ok) throw new Error(r.issues.map(formatIssue).join('\n'));
    out.push({ name: file, scenario: r.scenario });
  }
  for (const file of files('lessons', '.lesson.yaml')) {
    const r = loadLesson(readFileSync(file, 'utf8'), file);
    if (!r.ok) throw new Error(r.issues.map(formatIssue).join('\n'));
    for (const s of r.lesson.scenarios) out.push({ name: `${file}#${s.id}`, scenario: s.scenario });
  }
  return out;
}

describe('every shipped timeline, in Chinese', () => {
  it('is drawn with the Chinese words', () => {
    expect(words.tracks.long).toEqual(['实际持有', '自认为持有']);
  });

  for (const { name, scenario } of shipped()) {
    it(`lays out readably: ${name}`, async () => {
      const model = timelineOf(await supervisor.run(scenario));
      const all = new Set(model.events.map((e) => e.i));
      const problems = [
        ...WIDTHS.flatMap((w) =>
          layoutProblems(layoutTimeline(model, w, new Set(), words)).map((p) => `${w} px: ${p}`),
        ),
        ...layoutProblems(layoutTimeline(model, 340, all, words)).map((p) => `340 px, all: ${p}`),
      ];
      expect(problems).toEqual([]);
    }, 120_000);
  }
});
