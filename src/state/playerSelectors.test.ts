import { describe, expect, it } from 'vitest';
import { run } from '../testing/engine';
import { changeLabels } from './playerSelectors';

const seed = (commit: string) => `title: Seed
ttl: 5
sql:
  commit: ${commit}
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 1, worker: A, do: pause, until: 7 }
  - { at: 6, worker: B, do: claim }
  - { at: 7, worker: A, do: commit }
  - { at: 7, worker: B, do: commit }
`;

describe('change labels', () => {
  it('name the old and the new outcome of each step that changed at the re-run', async () => {
    const fenced = await run(
      seed("UPDATE jobs SET state='done' WHERE id=:job AND fence=:token AND state='running'"),
    );
    const naive = await run(seed("UPDATE jobs SET state='done' WHERE id=:job AND state='running'"));
    const labels = changeLabels(fenced, naive, [3, 4], (o) => o ?? 'none');
    expect([...labels]).toEqual([
      [3, 'rejected → accepted'],
      [4, 'accepted → rejected'],
    ]);
    const zh = { accepted: '已接受', rejected: '已拒绝' } as Record<string, string>;
    expect(changeLabels(fenced, naive, [3], (o) => zh[o ?? ''] ?? '—').get(3)).toBe(
      '已拒绝 → 已接受',
    );
  });

  it('skip steps that no longer exist', async () => {
    const t = await run(seed("UPDATE jobs SET state='done' WHERE id=:job"));
    expect(changeLabels(t, t, [9], (o) => o ?? 'none').size).toBe(0);
  });
});
