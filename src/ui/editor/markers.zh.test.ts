// The editor's marks of a scenario's issues on a Chinese page: the message worded from its facts.
import { describe, expect, it } from 'vitest';
import { parseScenarioYaml } from '../../engine/parseScenario';
import { markersByTab } from './markers';
import { inChinese } from '../../testing/inChinese';

describe('the markers of a parse on a Chinese page', () => {
  inChinese();

  it('word each issue in Chinese at its line of the YAML tab', () => {
    const r = parseScenarioYaml('title: T\nttl: 0\nsteps: []\n', 'x.scenario.yaml');
    const markers = markersByTab(null, r.ok ? [] : r.issues);
    expect(markers.yaml).toEqual([
      {
        startLineNumber: 2,
        startColumn: 1,
        endLineNumber: 2,
        endColumn: null,
        severity: 'error',
        message: 'ttl：ttl 不能小于 1',
      },
    ]);
  });
});
