import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ExampleJson, LessonJson } from '../src/content/lessons/prebuilt';
import { translateScenario } from '../src/content/authoring/translationMerge';
import { parseScenarioYaml } from '../src/engine/parseScenario';
import type { Scenario } from '../src/engine/types';
import { parseYaml } from '../src/engine/yamlSource';
import { buildContentFile, translatedContent } from './contentFiles';

const examples = readdirSync('lessons/scenarios')
  .filter((f) => f.endsWith('.scenario.yaml'))
  .sort();

describe('content built in Chinese', () => {
  for (const name of examples) {
    it(`gives ${name} a text that runs as its translated scenario`, () => {
      const file = `lessons/scenarios/${name}`;
      const built = buildContentFile('example', readFileSync(file, 'utf8'), file);
      const zh = translatedContent(
        'example',
        built,
        readFileSync(`lessons/zh-CN/scenarios/${name}`, 'utf8'),
        file,
        'zh-CN',
      ) as ExampleJson;
      // The playground runs the text: it says what the translated scenario says, word for word.
      const parsed = parseScenarioYaml(zh.text, file);
      expect(parsed.ok && JSON.parse(JSON.stringify(parsed.scenario))).toEqual(
        JSON.parse(JSON.stringify(zh.scenario)),
      );
      const zhWords = parseYaml(readFileSync(`lessons/zh-CN/scenarios/${name}`, 'utf8'), null);
      const translated = translateScenario(
        (built as ExampleJson).scenario,
        zhWords.ok ? zhWords.data : {},
      );
      const words = (s: Scenario) => [s.title, s.steps.map((x) => x.note ?? null)];
      expect(words(zh.scenario)).toEqual(words(translated));
      expect(zh.scenario.title).not.toBe((built as ExampleJson).scenario.title);
      expect(zh.scenario.steps.map((s) => [s.at, s.do, s.expect])).toEqual(
        (built as ExampleJson).scenario.steps.map((s) => [s.at, s.do, s.expect]),
      );
    });
  }

  it('renders the Chinese lesson its own Markdown', () => {
    const file = 'lessons/01-lease-is-not-a-lock.lesson.yaml';
    const built = buildContentFile('lesson', readFileSync(file, 'utf8'), file);
    const zh = translatedContent(
      'lesson',
      built,
      readFileSync('lessons/zh-CN/01-lease-is-not-a-lock.lesson.yaml', 'utf8'),
      file,
      'zh-CN',
    ) as LessonJson;
    const body = zh.sections[0]?.body ?? '';
    expect(body).toContain('队列');
    expect(zh.prose?.block[body]).toContain('队列');
    expect(zh.exercise.solution).toEqual((built as LessonJson).exercise.solution);
  });
});
