import { describe, expect, it, vi } from 'vitest';
import { clauses, matchPoint, matchPoints, stem } from './keyPoints';
import type { KeyPoint } from './questionSchema';

const point = (phrases: string[], avoid: string[] = []): KeyPoint => ({
  label: 'the point',
  phrases,
  avoid,
  scenario: 'seed-demo',
});

describe('the key-point matcher', () => {
  it('finds a phrase whatever the case and punctuation', () => {
    const m = matchPoint('The DB checks the Fencing-Token on commit.', point(['fencing token']));
    expect(m).toMatchObject({ mentioned: true, phrase: 'fencing token' });
    expect(m.excerpt).toContain('fencing token');
  });

  it('meets plurals, tenses and derived forms through the Porter stem', () => {
    expect(stem('tokens')).toBe(stem('token'));
    expect(stem('expired')).toBe(stem('expire'));
    expect(stem('expiring')).toBe(stem('expires'));
    expect(stem('increments')).toBe(stem('incrementing'));
    expect(stem('atomically')).toBe(stem('atomic'));
    expect(matchPoint('both leases expired', point(['lease expires'])).mentioned).toBe(true);
    expect(matchPoint('it was stopped', point(['stop'])).mentioned).toBe(true);
  });

  it('reads number words and digits alike, in both languages', () => {
    expect(matchPoint('the fence goes up by 1', point(['up by one'])).mentioned).toBe(true);
    expect(matchPoint('the fence goes up by one', point(['up by 1'])).mentioned).toBe(true);
    expect(matchPoint('每次领取都加 1', point(['加一'])).mentioned).toBe(true);
    expect(matchPoint('每次领取都加一', point(['加 1'])).mentioned).toBe(true);
    expect(matchPoint('租约是十五个 tick', point(['15 个 tick'])).mentioned).toBe(true);
    expect(matchPoint('两个 worker 同时写', point(['2 个 worker'])).mentioned).toBe(true);
  });

  it("never counts the question's own words", () => {
    const asked = ['Why do you still need a fencing token after the lease expires?'];
    const p = point(['fencing token', 'increasing']);
    expect(matchPoint('You need a fencing token after the lease expires.', p, asked)).toMatchObject(
      { mentioned: false },
    );
    expect(matchPoint('an increasing fencing token', p, asked).phrase).toBe('increasing');
    expect(
      matchPoint('为什么还需要 fencing token？', point(['fencing token']), [
        '为什么还需要 fencing token？',
      ]).mentioned,
    ).toBe(false);
    expect(matchPoint('fencing token', p).mentioned).toBe(true);
  });

  it('matches any one of the synonyms and says which', () => {
    const m = matchPoint('it bumps the generation', point(['fencing token', 'generation']));
    expect(m.phrase).toBe('generation');
  });

  it('does not find "lease" inside "release" or "fence" inside "fencepost"', () => {
    expect(matchPoint('we release the lock', point(['lease'])).mentioned).toBe(false);
    expect(matchPoint('an off-by-one fencepost error', point(['fence'])).mentioned).toBe(false);
  });

  it('does not count a negated phrase: "no token", "without a fence", "doesn\'t check"', () => {
    expect(matchPoint('there is no token at all', point(['token'])).mentioned).toBe(false);
    expect(matchPoint('it commits without a fence', point(['fence'])).mentioned).toBe(false);
    expect(matchPoint("the store doesn't check it", point(['check'])).mentioned).toBe(false);
    expect(
      matchPoint('none of the writes carry a token', point(['writes carry a token'])).mentioned,
    ).toBe(false);
    expect(matchPoint('you cannot rely on the lease', point(['rely on the lease'])).mentioned).toBe(
      false,
    );
  });

  it('lets a negation in another clause leave the phrase alone', () => {
    const m = matchPoint('Not a lock, but the token is checked.', point(['token']));
    expect(m.mentioned).toBe(true);
  });

  it('finds a later, un-negated mention after a negated one', () => {
    const m = matchPoint(
      'No lock. Then: no token. Finally the fencing token wins',
      point(['token']),
    );
    expect(m.mentioned).toBe(true);
    expect(m.excerpt).toContain('fencing token');
  });

  it('does not count a phrase inside an avoided phrase', () => {
    const p = point(['token'], ['random token', 'token bucket']);
    expect(matchPoint('use a random token per attempt', p).mentioned).toBe(false);
    expect(matchPoint('rate limit with a token bucket', p).mentioned).toBe(false);
    expect(matchPoint('a random token, then an ordered token', p).mentioned).toBe(true);
  });

  it('says nothing was mentioned in an empty answer', () => {
    expect(matchPoints('', [point(['token']), point(['lease'])])).toEqual([
      { label: 'the point', mentioned: false, phrase: null, excerpt: null },
      { label: 'the point', mentioned: false, phrase: null, excerpt: null },
    ]);
  });

  it('joins a hard-wrapped line but not a list item or a paragraph', () => {
    expect(matchPoint('so it can still\n  write later', point(['still write'])).mentioned).toBe(
      true,
    );
    expect(matchPoint('- it can still\n- write later', point(['still write'])).mentioned).toBe(
      false,
    );
    expect(matchPoint('it can still\n\nwrite later', point(['still write'])).mentioned).toBe(false);
    expect(matchPoint('租约过\n期了', point(['租约过期'])).mentioned).toBe(true);
  });

  it('splits clauses at sentence ends and commas', () => {
    expect(clauses("It isn't safe, the lease expired. Done")).toEqual([
      ['it', 'is', 'not', 'safe'],
      ['the', 'lease', 'expired'],
      ['done'],
    ]);
  });
});

describe('the key-point matcher on Chinese answers', () => {
  it('splits Chinese into words and clauses at full-width punctuation', () => {
    expect(clauses('租约过期了，另一个 worker 认领；旧的写入被拒绝。')).toEqual([
      ['租约', '过期', '了'],
      ['另', '一个', 'worker', '认', '领'],
      ['旧', '的', '写', '入', '被', '拒绝'],
    ]);
  });

  it('finds a Chinese phrase however the segmenter splits it, and says which words', () => {
    // Alone "过期写入" is one or two words; inside the answer it comes out as 过期|写|入.
    const m = matchPoint('用 fencing token 挡住过期写入', point(['过期写入']));
    expect(m).toMatchObject({ mentioned: true, phrase: '过期写入' });
    expect(m.excerpt).toBe('用 fencing token 挡住过期写入');
    // 谁|先|到达: a phrase of three or more characters may end inside a word.
    expect(matchPoint('谁先到达这一行谁赢', point(['谁先到'])).mentioned).toBe(true);
  });

  it('matches several Chinese phrasings of one point', () => {
    const p = point(['不知道', '还以为', 'gc 停顿', '醒来']);
    expect(matchPoint('旧的工作进程并不知道自己的租约已经过期', p).phrase).toBe('不知道');
    expect(matchPoint('它还以为自己持有租约', p).phrase).toBe('还以为');
    expect(matchPoint('一次 GC 停顿比租约还长', p).phrase).toBe('gc 停顿');
    expect(matchPoint('进程挂起很久，醒来后接着写', p).phrase).toBe('醒来');
  });

  it('finds English terms inside Chinese, with or without spaces and in full width', () => {
    expect(matchPoint('用fencing token挡住旧写入', point(['fencing token'])).mentioned).toBe(true);
    expect(
      matchPoint('每次认领都拿到更大的 Fencing Tokens', point(['fencing token'])).mentioned,
    ).toBe(true);
    const m = matchPoint('ＧＣ停顿之后，它醒来继续写', point(['gc 停顿']));
    expect(m).toMatchObject({ mentioned: true, excerpt: 'gc停顿之后' });
  });

  it('finds the phrase in a later clause after full-width punctuation', () => {
    const m = matchPoint(
      '租约（lease）只决定谁能开始；写入时数据库在同一条语句里检查令牌。',
      point(['同一条语句']),
    );
    expect(m.mentioned).toBe(true);
    expect(m.excerpt).toContain('同一条语句');
    expect(m.excerpt).not.toContain('租约');
  });

  it('does not count a phrase after a Chinese negator in the same clause', () => {
    const p = point(['令牌', '检查令牌']);
    for (const denial of [
      '这里不需要令牌',
      '没有令牌也能跑',
      '无需令牌',
      '不用令牌',
      '不必检查令牌',
      '并非靠令牌',
      '不是令牌的问题',
      '别检查令牌',
      '这里没有 fencing 令牌',
    ])
      expect(matchPoint(denial, p).mentioned, denial).toBe(false);
    expect(matchPoint('这里需要令牌', p).mentioned).toBe(true);
  });

  it('reads a negator inside a word the segmenter merged: 却不能|让, 挡不住', () => {
    const p = point(['最终写入']);
    expect(matchPoint('心跳却不能让最终写入变得安全', p).mentioned).toBe(false);
    expect(matchPoint('租约挡不住最终写入', p).mentioned).toBe(false);
    expect(matchPoint('心跳之后，最终写入仍然带 fence', p).mentioned).toBe(true);
  });

  it('shows whole Chinese words around the match, without Markdown', () => {
    const m = matchPoint(
      '所以认领时要发一个 **fencing token**：一个递增的数字',
      point(['fencing token']),
    );
    expect(m.excerpt).toBe('所以认领时要发一个 fencing token');
  });

  it('reads a negator glued to the phrase: 无条件更新 is not 条件更新', () => {
    expect(matchPoint('直接无条件更新', point(['条件更新'])).mentioned).toBe(false);
    expect(matchPoint('直接用条件更新', point(['条件更新'])).mentioned).toBe(true);
  });

  it('lets a negator in another clause, or a word that only looks like one, leave it alone', () => {
    const p = point(['检查令牌']);
    expect(matchPoint('不是锁，而是写入时检查令牌', p).mentioned).toBe(true);
    expect(matchPoint('不仅检查令牌，还检查状态', p).mentioned).toBe(true);
    expect(matchPoint('别的进程接管了任务', point(['接管'])).mentioned).toBe(true);
    expect(matchPoint('别接管这个任务', point(['接管'])).mentioned).toBe(false);
  });

  it('does not count a Chinese phrase inside an avoided phrase', () => {
    const p = point(['令牌'], ['令牌桶', '随机令牌']);
    expect(matchPoint('用令牌桶限流', p).mentioned).toBe(false);
    expect(matchPoint('每次尝试一个随机令牌', p).mentioned).toBe(false);
    const m = matchPoint('用令牌桶限流，但写入时带上递增的令牌', p);
    expect(m).toMatchObject({ mentioned: true, phrase: '令牌' });
    expect(m.excerpt).toContain('递增的令牌');
  });

  it('does not match a phrase split across two clauses', () => {
    expect(matchPoint('先检查令牌，再写入', point(['令牌再写入'])).mentioned).toBe(false);
    expect(matchPoint('先检查令牌。写入', point(['检查令牌写入'])).mentioned).toBe(false);
    expect(matchPoint('检查令牌写入', point(['检查令牌写入'])).mentioned).toBe(true);
  });

  it('does not find a short phrase in unrelated words that share its characters', () => {
    expect(matchPoint('出租约三个月', point(['租约'])).mentioned).toBe(false);
    expect(matchPoint('这一代次品很多', point(['代次'])).mentioned).toBe(false);
    expect(matchPoint('今天天气很好，适合出去走走', point(['租约', '令牌'])).mentioned).toBe(false);
    expect(matchPoint('租约到期', point(['租约'])).mentioned).toBe(true);
    expect(matchPoint('新的执行代次', point(['代次'])).mentioned).toBe(true);
  });

  it('never matches Chinese phrases in English answers, nor English words in unrelated Chinese', () => {
    expect(matchPoint('the lease expired', point(['租约'])).mentioned).toBe(false);
    expect(matchPoint('租约过期了', point(['lease'])).mentioned).toBe(false);
    expect(matchPoint('租约（lease）过期了', point(['lease', '租约'])).phrase).toBe('lease');
  });

  it('builds the Chinese word segmenter on the first Chinese answer, not when it loads', async () => {
    // Building one loads ICU's dictionary (about 100 ms on Lighthouse's phone), and /practice
    // loads the matcher with its page.
    const segmenter = Intl.Segmenter;
    const built: string[] = [];
    class Counted extends segmenter {
      constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
        super(...args);
        built.push(String(args[0]));
      }
    }
    Object.defineProperty(Intl, 'Segmenter', { value: Counted, configurable: true });
    vi.resetModules();
    try {
      const fresh = await import('./keyPoints');
      expect(built).toEqual([]);
      expect(fresh.matchPoint('the token is checked', point(['fencing token'])).mentioned).toBe(
        false,
      );
      expect(built).toEqual([]);
      expect(fresh.matchPoint('存储检查令牌', point(['令牌'])).mentioned).toBe(true);
      expect(fresh.matchPoint('租约过期了', point(['租约'])).mentioned).toBe(true);
      expect(built).toEqual(['zh']);
    } finally {
      Object.defineProperty(Intl, 'Segmenter', { value: segmenter, configurable: true });
      vi.resetModules();
    }
  });

  it('still works where Intl.Segmenter is missing: every character is then a word', async () => {
    const segmenter = Intl.Segmenter;
    Object.defineProperty(Intl, 'Segmenter', { value: undefined, configurable: true });
    vi.resetModules();
    try {
      const bare = await import('./keyPoints');
      expect(bare.matchPoint('用 fencing token 挡住过期写入', point(['过期写入'])).mentioned).toBe(
        true,
      );
      expect(bare.matchPoint('这里不需要令牌', point(['令牌'])).mentioned).toBe(false);
      expect(bare.clauses('租约过期，worker 认领')).toEqual([
        ['租', '约', '过', '期'],
        ['worker', '认', '领'],
      ]);
    } finally {
      Object.defineProperty(Intl, 'Segmenter', { value: segmenter, configurable: true });
      vi.resetModules();
    }
  });
});
