import { describe, expect, it } from 'vitest';
import { termIssues } from './termCheck';

describe('the glossary check of Chinese text', () => {
  it('refuses a wrong rendering with the right term, its file and line', () => {
    const text = 'title: 标题\nanswer: |\n  旧 worker 认领了任务，墙上时钟也不可靠。\n';
    expect(termIssues('q.question.yaml', text)).toEqual([
      {
        file: 'q.question.yaml',
        line: 3,
        field: '(term)',
        message: '"认领" is not the term for claim: write "领取" (docs/translating.md)',
      },
      {
        file: 'q.question.yaml',
        line: 3,
        field: '(term)',
        message: '"墙上时钟" is not the term for wall clock: write "墙钟" (docs/translating.md)',
      },
    ]);
  });

  it('refuses the calques the sources never use: 授予, 授权, 完成操作, 收尾, 纪元, 多常', () => {
    const text =
      'B 被授予任务\n授权\nA 的完成操作\n收尾\n新纪元\n多常丢一次\nB 拿到执行权，完成写入\n';
    expect(termIssues('x.json', text).map((i) => [i.line, i.message.slice(0, 6)])).toEqual([
      [1, '"授予" i'],
      [2, '"授权" i'],
      [3, '"完成操作"'],
      [4, '"收尾" i'],
      [5, '"纪元" i'],
      [6, '"多常" i'],
    ]);
  });

  it('refuses a space after a full-width mark, bold or not, and says where the mark goes', () => {
    const text = [
      'a: 今天有 3 张卡片到期。 另有 2 张',
      '  **租约。** `LeaseGrant` 创建租约',
      '  **没有模拟的部分：** Raft、复制',
      '  **租约**。`LeaseGrant` 创建租约，TTL 以秒计',
      '  A 写入（令牌 1）后 B 领取',
    ].join('\n');
    const issues = termIssues('x.lesson.yaml', text);
    expect(issues.map((i) => [i.line, i.field])).toEqual([
      [1, '(punctuation)'],
      [2, '(punctuation)'],
      [3, '(punctuation)'],
    ]);
    expect(issues[1]?.message).toBe(
      'a space after "。**": a full-width mark carries its own; after a bold, put the mark outside it ("**租约**。创建") (docs/translating.md)',
    );
  });

  it("lets learners' words stand in a key point's phrases and avoid, and nowhere else", () => {
    const text = [
      'keyPoints:',
      '  - label: 令牌按领取发放',
      '    phrases:',
      '      - 每次认领',
      '      - 每次领取。 然后',
      '    avoid:',
      '      - 不用认领',
      '  - label: 认领之后',
    ].join('\n');
    expect(termIssues('q.question.yaml', text).map((i) => i.line)).toEqual([8]);
    expect(termIssues('player.json', '  "a": "每次认领",').map((i) => i.line)).toEqual([1]);
    expect(termIssues('ok.lesson.yaml', 'title: 领取与墙钟\n')).toEqual([]);
  });
});
