import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exploreCommand } from './exploreCommand';
import { useLocale } from './language';

const dir = mkdtempSync(join(tmpdir(), 'fencelab-explore-reduction-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const STANDARD = 'lessons/explore/standard-model.scenario.yaml';
const GAP = 'lessons/explore/reference-write-gap.scenario.yaml';
/** Two workers with one program, whose commit names one of them. */
const NAMED = `title: Named
ttl: 3
sql:
  commit: UPDATE jobs SET state='done' WHERE id=:job AND owner='A'
steps: []
explore: { programs: { A: [claim, commit], B: [claim, commit] }, horizon: 5, maxPause: 2 }
`;

const verdictOf = (stdout: string) => stdout.split('\n')[4] ?? '';

afterEach(() => useLocale('en'));

describe('npm run cli -- explore: the reductions', () => {
  it('says in the verdict how many schedules each state stood for, and --json carries the facts', async () => {
    useLocale('en');
    const r = await exploreCommand(STANDARD, false);
    expect(r.code).toBe(0);
    expect(verdictOf(r.stdout)).toMatch(
      /^Safe on all 40,848 schedules \([\d,]+ distinct states; A and B are interchangeable, so each state stood for up to 2\) up to tick 12\.$/,
    );
    const json = JSON.parse((await exploreCommand(STANDARD, true)).stdout);
    expect(json.reduction).toEqual({ symmetric: [['A', 'B']], factor: 2, blocked: null });

    const gap = await exploreCommand(GAP, false);
    expect(gap.code).toBe(1);
    expect(verdictOf(gap.stdout)).toMatch(
      /^Not safe: the shortest breaking schedule has 3 actions \(A and B were searched as interchangeable\)\. A's write/,
    );
  });

  it('says why workers with one program were searched separately', async () => {
    useLocale('en');
    const path = file('named.scenario.yaml', NAMED);
    const r = await exploreCommand(path, false);
    expect(verdictOf(r.stdout)).toMatch(
      /^(Safe on all|Not safe).* A and B have the same program but were searched separately: their SQL tells them apart \(`'A'` in commit is a worker's name\)\.$/,
    );
    const json = JSON.parse((await exploreCommand(path, true)).stdout);
    expect(json.reduction).toEqual({
      symmetric: [],
      factor: 1,
      blocked: { kind: 'name-in-sql', action: 'commit', token: "'A'", workers: [['A', 'B']] },
    });
  });

  it('words the reductions in Chinese with --lang zh-CN, and --json stays the same', async () => {
    const path = file('named-zh.scenario.yaml', NAMED);
    useLocale('en');
    const json = (await exploreCommand(path, true)).stdout;
    useLocale('zh-CN');
    const safe = await exploreCommand(STANDARD, false);
    expect(verdictOf(safe.stdout)).toMatch(
      /^截至 tick 12，全部 40,848 种调度（[\d,]+ 个不同状态；A 和 B 可以互换，所以每个状态最多代表 2 个状态）都安全。$/,
    );
    const gap = await exploreCommand(GAP, false);
    expect(verdictOf(gap.stdout)).toMatch(
      /^不安全：最短的违规调度有 3 个动作（搜索时把 A 和 B 视为可互换）。/,
    );
    const named = await exploreCommand(path, false);
    expect(verdictOf(named.stdout)).toMatch(
      /。A 和 B 的程序相同，但被分开搜索：SQL 能区分它们（commit 中的 `'A'` 正是 worker 的名字）。$/,
    );
    expect((await exploreCommand(path, true)).stdout).toBe(json);
  });
});
