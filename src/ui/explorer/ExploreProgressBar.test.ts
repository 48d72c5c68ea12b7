import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ExploreEstimate } from '../../state/exploreEstimate';
import { ExploreProgressBar } from './ExploreProgressBar';
import { inChinese } from '../../testing/inChinese';

const draw = (estimate: ExploreEstimate | null) =>
  renderToStaticMarkup(createElement(ExploreProgressBar, { estimate, onCancel: () => undefined }));

/** The text a reader sees: the markup without its tags. */
const text = (html: string) => html.replace(/<[^>]*>/g, '');

const RUNNING: ExploreEstimate = {
  states: 12_345,
  done: 0.4,
  statesPerSecond: 45_123,
  secondsLeft: 3.2,
};

describe("a running search's progress bar", () => {
  it('shows the share done, the states, the rate and the time left, and Cancel', () => {
    const html = draw(RUNNING);
    expect(html).toMatch(
      /<progress max="1" value="0.4" aria-label="Share of the schedules explored"/,
    );
    expect(html).toContain('aria-valuetext="12,345 states · 45,000 states/s · about 3 s left"');
    expect(html).toContain('data-estimating="false"');
    expect(text(html)).toBe('12,345 states · 45,000 states/s · about 3 s leftCancel');
    expect(html).toMatch(/<button type="button" data-testid="explore-cancel">Cancel<\/button>/);
  });

  it('says it is estimating, with a busy bar, before the search has a shape', () => {
    const before = draw(null);
    expect(before).toMatch(/<progress max="1" aria-label/);
    expect(before).not.toContain('value=');
    expect(text(before)).toBe('0 states · estimating…Cancel');
    expect(before).toContain('data-estimating="true"');
    const early = draw({ states: 640, done: 0.002, statesPerSecond: 6400, secondsLeft: null });
    expect(text(early)).toBe('640 states · 6,400 states/s · estimating…Cancel');
  });
});

describe("a running search's progress bar on a Chinese page", () => {
  inChinese();

  it('says the same in Chinese', () => {
    expect(text(draw(RUNNING))).toBe('已探索 12,345 个状态 · 每秒 45,000 个 · 预计还需约 3 秒取消');
    expect(text(draw(null))).toBe('已探索 0 个状态 · 正在估算剩余时间…取消');
  });
});
