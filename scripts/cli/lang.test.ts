import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../cli';
import { displayWidth } from './format';

const dir = mkdtempSync(join(tmpdir(), 'fencelab-cli-lang-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const ZH = ['--lang', 'zh-CN'];
const CJK = /[\u4e00-\u9fff]/;
/** The shipped example with a violation (a stale write at step 3). */
const NAIVE = 'lessons/scenarios/naive-unfenced-finish.scenario.yaml';
const UNFENCED = 'lessons/explore/unfenced-finish.scenario.yaml';
const STALE = `title: Stale finish
ttl: 5
job: r
sql:
  commit: UPDATE jobs SET state='done', result=:payload WHERE id=:job
steps:
  - { at: 0, worker: A, do: claim, expect: granted }
  - { at: 1, worker: A, do: pause, until: 7 }
  - { at: 6, worker: B, do: claim, expect: granted }
  - { at: 7, worker: A, do: commit, expect: rejected }
`;
const LAPSED = `title: Lapsed\nttl: 3\njob: r\nsql:\n  commit: UPDATE jobs SET state='done' WHERE id=:job AND owner=:worker\nsteps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 4, worker: A, do: commit, expect: accepted }\n`;

const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The table's lines (heading, rule, rows): between the title's blank line and the next one. */
function tableOf(stdout: string): string[] {
  const lines = stdout.split('\n');
  const end = lines.indexOf('', 2);
  return lines.slice(2, end < 0 ? undefined : end).filter((l) => !l.startsWith('  '));
}

/** The display column where each cell of a line starts (cells are two or more spaces apart). */
function cellStarts(line: string): number[] {
  const starts: number[] = [];
  let col = 0;
  let gap = 2;
  for (const ch of line) {
    if (ch !== ' ' && gap >= 2) starts.push(col);
    gap = ch === ' ' ? gap + 1 : 0;
    col += displayWidth(ch);
  }
  return starts;
}

describe('npm run cli -- run <file> --lang zh-CN', () => {
  it('prints the shipped example with a violation in Chinese, with the same numbers and exit code', async () => {
    const en = await main(['run', NAIVE]);
    const zh = await main(['run', NAIVE, ...ZH]);
    expect(zh.code).toBe(en.code);
    expect(zh.stderr).toBe('');
    expect(numbers(zh.stdout)).toEqual(numbers(en.stdout));
    const lines = zh.stdout.split('\n');
    expect(lines[0]).toBe(en.stdout.split('\n')[0]); // the file's own title
    expect(lines[2]).toMatch(/^#\s+t\s+参与方\s+动作\s+结果\s+改动行数\s+令牌\s+预期$/);
    expect(zh.stdout).toMatch(/^3\s+7\s+A\s+commit\s+accepted\s+1\s+1\s+accepted 符合$/m);
    expect(zh.stdout).toMatch(/^1\s+1\s+A\s+pause→7\s+（暂停）\s+-$/m);
    expect(lines).toContain('违规（1 条）：');
    const violation = lines.find((l) => l.startsWith('  第 3 步 stale-write：'));
    expect(violation).toMatch(CJK);
    expect(violation).toContain('t=7');
    expect(lines.at(-1)).toBe('预期：5 条全部符合。');
    // Every line but the title and the table's rows is Chinese.
    const table = tableOf(zh.stdout);
    for (const line of lines.slice(1).filter((l) => l !== '' && !table.slice(2).includes(l)))
      expect([line, CJK.test(line) || /^[-\s]+$/.test(line)]).toEqual([line, true]);
  });

  it('lines up the Chinese table by display width', async () => {
    const zh = await main(['run', NAIVE, ...ZH]);
    const [head = '', rule = '', ...rows] = tableOf(zh.stdout);
    const columns = cellStarts(rule);
    expect(columns).toHaveLength(8);
    expect(cellStarts(head)).toEqual(columns);
    expect(rows).toHaveLength(6);
    for (const row of rows)
      expect([row, cellStarts(row).filter((c) => !columns.includes(c))]).toEqual([row, []]);
  });

  it('says unmet expectations, warnings, notes and step errors in Chinese', async () => {
    const stale = await main(['run', file('stale.scenario.yaml', STALE), ...ZH]);
    expect(stale.code).toBe(1);
    expect(stale.stdout).toMatch(/^3\s+7\s+A\s+commit\s+accepted\s+1\s+1\s+rejected 不符合$/m);
    expect(stale.stdout.split('\n').at(-1)).toBe('预期：3 条中有 1 条不符合（第 3 步）。');

    const lapsed = await main(['run', file('lapsed.scenario.yaml', LAPSED), ...ZH]);
    expect(lapsed.stdout).toContain('违规：无。本次运行安全。');
    expect(lapsed.stdout).toMatch(/^警告：第 1 步 lapsed-lease：.*[\u4e00-\u9fff].*t=3/m);

    const texts = await main(['run', 'lessons/scenarios/attempt-id-recovery.scenario.yaml', ...ZH]);
    expect(texts.stdout).toMatch(/^说明：令牌 "a8225013" 不是数字：.+。$/m);

    const runaway = await main(['run', 'lessons/scenarios/runaway.scenario.yaml', ...ZH]);
    expect(runaway.stdout).toContain(
      '  第 1 步出错：已停止：语句运行超过 2000 毫秒的时限（疑似失控查询）',
    );

    const spin =
      'WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n';
    const twice = `title: T\nttl: 3\nsql:\n  spin: ${spin}\nsteps:\n  - { at: 0, worker: A, do: spin }\n  - { at: 1, worker: A, do: spin }\n`;
    const again = await main([
      'run',
      file('twice.scenario.yaml', twice),
      '--time-limit',
      '200',
      ...ZH,
    ]);
    expect(again.stdout).toContain(
      '  第 1 步出错：未运行：同一段 SQL 在前面某一步已经超过 200 毫秒的时限，因此不再重试',
    );

    const sqlError = `title: T\nttl: 3\nsql:\n  boom: SELECT * FROM nope\nsteps:\n  - { at: 0, worker: A, do: boom }\n`;
    const failed = await main(['run', file('boom.scenario.yaml', sqlError), ...ZH]);
    expect(failed.stdout).toContain('  第 0 步出错：SQLite 报错：no such table: nope'); // SQLite's own words
    expect(failed.stdout.split('\n').at(-1)).toBe('预期：未声明。');
  });

  it('prints an invalid file as a Chinese issue line, with its file and line', async () => {
    const path = file('bad.scenario.yaml', 'title: T\nttl: five\nsteps: []\n');
    const r = await main(['run', path, ...ZH]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(new RegExp(`^${escaped(path)}\\b.*\\b2\\b.*ttl.*[\u4e00-\u9fff]`));
    expect(r.stderr).not.toContain('whole number');

    const schema = file(
      'schema.scenario.yaml',
      'title: T\nttl: 5\nschema: CREATE TABLE (\nsteps: []\n',
    );
    const s = await main(['run', schema, ...ZH]);
    expect(s.code).toBe(2);
    expect(s.stderr).toMatch(/建表 SQL（schema）失败：.*syntax error$/); // SQLite's message kept

    const missing = await main(['run', join(dir, 'nope.yaml'), ...ZH]);
    expect(missing).toEqual({
      code: 2,
      stdout: '',
      stderr: `${join(dir, 'nope.yaml')}：无法读取场景：文件不存在`,
    });
  });

  it('prints the same --json in every language', async () => {
    for (const path of [
      NAIVE,
      file('stale-json.scenario.yaml', STALE),
      file('l.scenario.yaml', LAPSED),
    ]) {
      const en = await main(['run', path, '--json']);
      const zh = await main(['run', path, '--json', ...ZH]);
      const explicit = await main(['run', path, '--lang', 'en', '--json']);
      expect(zh).toEqual(en);
      expect(explicit).toEqual(en);
    }
    const en = await main(['explore', UNFENCED, '--json']);
    expect(await main(['explore', UNFENCED, '--json', ...ZH])).toEqual(en);
    expect(JSON.parse(en.stdout).summary).toMatch(/^Not safe: /);
  });

  it('goes back to English for the next command without --lang', async () => {
    const before = await main(['run', NAIVE]);
    await main(['run', NAIVE, ...ZH]);
    expect(await main(['run', NAIVE])).toEqual(before);
    expect(before.stdout).toContain('Violations (1):');
  });
});

describe('npm run cli -- explore <file> --lang zh-CN', () => {
  it('prints the verdict in Chinese, and the same counterexample YAML', async () => {
    const en = await main(['explore', UNFENCED]);
    const zh = await main(['explore', UNFENCED, ...ZH]);
    expect(zh.code).toBe(1);
    expect(zh.stdout).toContain(
      '模型（来自文件的 explore: 块）：A: [claim, commit]; B: [claim]; horizon 8; maxPause 6; maxStates 200000',
    );
    expect(zh.stdout).toMatch(/^不安全：.*[\u4e00-\u9fff].*t=5/m);
    expect(zh.stdout).toContain('违规的调度，写成场景文件（保存后用 `npm run cli -- run` 运行）：');
    const yaml = (s: string) => s.slice(s.indexOf('title: "Counterexample'));
    expect(yaml(zh.stdout)).toBe(yaml(en.stdout));
  });

  it('says a safe verdict and a runaway in Chinese', async () => {
    const safe = await main(['explore', 'lessons/explore/standard-model.scenario.yaml', ...ZH]);
    expect(safe.code).toBe(0);
    const verdict = safe.stdout.split('\n').at(-1) ?? '';
    expect(verdict).toMatch(CJK);
    expect(verdict).toContain('40,848');

    const path = file(
      'spin.scenario.yaml',
      'title: T\nttl: 3\nsql:\n  spin: WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n\nsteps: []\nexplore: { programs: { A: [claim, spin] }, horizon: 3, maxPause: 1 }\n',
    );
    const r = await main(['explore', path, '--time-limit', '300', ...ZH]);
    expect(r).toEqual({
      code: 3,
      stdout: '',
      stderr: `${path}：已停止：语句运行超过 300 毫秒的时限（疑似失控查询）。探索器无法判定不会结束的 SQL。`,
    });
  });
});

describe('--lang', () => {
  it.each(['xx', 'zh', 'EN', '--json', null])(
    'is a usage error for --lang %s, naming the choices',
    async (value) => {
      const r = await main(['run', NAIVE, '--lang', ...(value === null ? [] : [value])]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^fencelab: --lang takes one of en, zh-CN\n\nusage: /);
    },
  );

  it('says usage errors and the usage text in Chinese, option names as they are', async () => {
    const r = await main(['fly', ...ZH]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^fencelab：未知命令“fly”\n\n用法：npm run cli -- run\|explore /);
    const limit = await main(['run', NAIVE, '--time-limit', '0', ...ZH]);
    expect(limit.stderr).toMatch(
      /^fencelab：--time-limit 需要 1 到 600000（10 分钟）之间的整数，单位毫秒/,
    );
    const help = await main(['--help', ...ZH]);
    expect(help.code).toBe(0);
    for (const option of ['--json', '--time-limit', '--lang', '600000', 'en、zh-CN'])
      expect(help.stdout).toContain(option);
    expect((await main(['--help'])).stdout).toContain('--lang        the language of the text');
  });
});
