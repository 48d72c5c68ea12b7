// The home page's captions in Simplified Chinese: only the words, one entry per caption of
// story.ts, in the same order. The steps and the claims about the run stay in story.ts, shared by
// both languages; story.test.ts checks that each entry names the same numbers (ticks, tokens, rows)
// as its English caption. Loaded only by a Chinese visit (ui/story/storyWords.ts).
import type { StoryCaption } from './story';

/** A caption's words: what the reader sees of it. */
export type CaptionWords = Pick<StoryCaption, 'title' | 'text'>;

export const CAPTIONS_ZH_CN: readonly CaptionWords[] = [
  {
    title: '一切开始之前',
    text:
      'worker A 和 B 都想执行任务 report-42。谁领取到它，谁就拿到 5 个 tick（时间刻度）的租约和' +
      '一个 fencing token（令牌）：数据库每领取一次就把这个数加一。现在还没有人持有这个任务，' +
      '它的 fence 是 0。',
  },
  {
    title: 'A 领取任务，拿到令牌 1',
    text:
      't=0 时，A 拿到租约。数据库在同一条语句里把 A 设为 owner、把 fence 提高到 1，并把令牌 1 ' +
      '交给 A。租约到 t=5 为止。',
  },
  {
    title: 'A 卡住了，租约在它停顿时过期',
    text:
      't=1 时，A 陷入一次很长的停顿（比如 GC），直到 t=7 才恢复。它的租约在 t=5 过期，但卡住的 ' +
      'worker 察觉不到：A 仍以为自己持有任务，手里是令牌 1。',
  },
  {
    title: 'B 接管任务，拿到令牌 2',
    text:
      't=6 时租约已经过期，所以 B 领取成功。B 成为 owner，fence 升到 2，B 持有令牌 2。A 还卡着，' +
      '对此一无所知。',
  },
  {
    title: 'A 醒来，想用令牌 1 完成任务，被拒绝',
    text:
      't=7 时 A 醒来，做完了手头的工作，出示的还是旧令牌 1。数据库在执行写入的同一条语句里检查 ' +
      'owner、令牌和租约：owner 是 B，fence 是 2，所以没有任何行被修改。A 的过期写入没有生效。',
  },
  {
    title: 'B 用令牌 2 完成任务，被接受',
    text:
      '同样在 t=7，B 用令牌 2 完成任务。owner、令牌和租约全都匹配，因此修改了 1 行：任务完成，' +
      '结果是 B 的。',
  },
];
