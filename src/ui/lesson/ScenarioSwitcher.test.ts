import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLesson } from '../../content/lessons/lesson';
import { plainCaption, timelineOptions } from './ScenarioSwitcher';

const LESSONS = 'lessons';

describe('the timeline menu', () => {
  it('writes a caption’s code as plain text', () => {
    expect(plainCaption('its replacement `A#2` claims, and `UNIQUE` holds')).toBe(
      'its replacement A#2 claims, and UNIQUE holds',
    );
    expect(plainCaption('一个 `write` 在 `limits` 之后')).toBe('一个 write 在 limits 之后');
  });

  it('shows no Markdown in any lesson’s options', () => {
    const files = readdirSync(LESSONS).filter((n) => n.endsWith('.lesson.yaml'));
    let captions = 0;
    for (const name of files) {
      const r = loadLesson(readFileSync(join(LESSONS, name), 'utf8'), name);
      if (!r.ok) throw new Error(`${name} does not load`);
      const options = timelineOptions(r.lesson);
      captions += r.lesson.scenarios.filter((s) => s.caption?.includes('`')).length;
      for (const o of options) expect(o.label, `${name}: ${o.id}`).not.toContain('`');
    }
    // The lessons do write code in their captions: the check above is not empty.
    expect(captions).toBeGreaterThan(5);
  });
});
