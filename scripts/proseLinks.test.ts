import { describe, expect, it } from 'vitest';
import { appLinks, linkIssues, linkProblem, type LinkTargets } from './proseLinks';

const targets: LinkTargets = {
  examples: new Set(['seed-demo']),
  recorded: new Set(['cancel-request-race']),
  lessons: new Map([['cancel-wins-at-the-finish', new Set(['cancel-mid-run', 'restart'])]]),
};

describe('the links of the prose', () => {
  it('open an example, a recording, a lesson and one of its timelines', () => {
    for (const href of [
      '/?scenario=seed-demo',
      '/recorded/cancel-request-race',
      '/lessons/cancel-wins-at-the-finish',
      '/lessons/cancel-wins-at-the-finish?timeline=restart',
      '/lessons',
      '/practice',
    ])
      expect(linkProblem(href, targets), href).toBeNull();
  });

  it('say what a link that opens nothing is missing', () => {
    expect(linkProblem('/?scenario=seed-dem', targets)).toBe('no example scenario "seed-dem"');
    expect(linkProblem('/recorded/cancel-race', targets)).toBe(
      'no PostgreSQL recording "cancel-race"',
    );
    expect(linkProblem('/lessons/cancel-wins', targets)).toBe('no lesson "cancel-wins"');
    expect(linkProblem('/lessons/cancel-wins-at-the-finish?timeline=what', targets)).toBe(
      'lesson "cancel-wins-at-the-finish" has no timeline "what"',
    );
  });

  it('are found in Markdown, outside links too, with their lines; other sites are not checked', () => {
    const text = `body: |\n  See [a](/recorded/nope) and [b](https://example.com/x).\n  Then [c](/?scenario=seed-demo), [d](/lessons/x).\n`;
    expect(appLinks(text)).toEqual([
      { href: '/recorded/nope', line: 2 },
      { href: '/?scenario=seed-demo', line: 3 },
      { href: '/lessons/x', line: 3 },
    ]);
    expect(linkIssues('f.lesson.yaml', text, targets)).toEqual([
      {
        file: 'f.lesson.yaml',
        line: 2,
        field: '(link)',
        message: '/recorded/nope opens nothing: no PostgreSQL recording "nope"',
      },
      {
        file: 'f.lesson.yaml',
        line: 3,
        field: '(link)',
        message: '/lessons/x opens nothing: no lesson "x"',
      },
    ]);
  });
});
