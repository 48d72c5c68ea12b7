// The home page's captions in Simplified Chinese: only the words, one entry per caption of
// story.ts, in the same order. The steps and the claims about the run stay in story.ts, shared by
// both languages; story.test.ts checks that each entry names the same numbers (ticks, tokens, rows)
// as its English caption. Loaded only by a Chinese visit (ui/story/storyWords.ts).
import type { StoryCaption } from './story';

/** A caption's words: what the reader sees of it. */
export type CaptionWords = Pick<StoryCaption, 'title' | 'text'>;

export const CAPTIONS_ZH_CN: readonly CaptionWords[] = [
  {
    title: '开始之前',
    text:
      'worker A 和 B 都想执行任务 report-42。谁领取成功，谁就拿到一份 5 个 tick 的租约和一个 ' +
      'fencing token（下文简称令牌）。令牌是一个数字，每领取一次，数据库就把它加一。现在还没有人' +
      '持有这个任务，它的 fence 是 0。',
  },
  {
    title: 'A 领取任务，拿到令牌 1',
    text:
      't=0 时 A 拿到租约。数据库用一条语句把 A 设为 owner，把 fence 提到 1，并把令牌 1 交给 A。' +
      '租约到 t=5 为止。',
  },
  {
    title: 'A 卡住了，租约在停顿期间到期',
    text:
      't=1 时 A 陷入一次很长的停顿（比如 GC），直到 t=7 才恢复。它的租约在 t=5 到期，但卡住的 ' +
      'worker 察觉不到：A 仍以为自己凭令牌 1 持有这个任务。',
  },
  {
    title: 'B 接管任务，拿到令牌 2',
    text:
      't=6 时租约已经到期，所以 B 领取成功。B 成为 owner，fence 升到 2，B 持有令牌 2。A 还卡着，' +
      '对此一无所知。',
  },
  {
    title: 'A 醒来，想用令牌 1 完成写入：被拒绝',
    text:
      't=7 时 A 醒来，拿着旧令牌 1 去完成写入。数据库在执行写入的同一条语句里校验 owner、令牌和' +
      '租约：owner 是 B，fence 是 2，所以一行也没有改动。A 的迟到写没有生效。',
  },
  {
    title: 'B 用令牌 2 完成写入：被接受',
    text:
      '同样在 t=7，B 用令牌 2 完成写入。owner、令牌和租约全部匹配，因此改动了 1 行：任务完成，' +
      '结果是 B 的。',
  },
];
