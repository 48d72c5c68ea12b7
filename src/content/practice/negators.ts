// The words that turn a mention into a denial, for the key-point hint (keyPoints.ts). Pure data.

/** Words that, just before a phrase in the same clause, make it a denial rather than a mention. */
export const NEGATORS = new Set(['no', 'not', 'never', 'without', 'nor', 'neither', 'none']);
/**
 * Chinese negators. One that starts a word (segment) before the phrase denies it: "不需要令牌" is
 * segmented "不需要|令牌", "并非" may come as "并|非". 不, 没, 未 and 无 deny from inside a word
 * too ("却不能|让", "挡不住", "尚未"); 别 only starts one (区别, 特别 and 分别 deny nothing).
 */
export const ZH_NEGATORS = [
  '从未',
  '从不',
  '从没',
  '并非',
  '并不',
  '并没',
  '无需',
  '无须',
  '不用',
  '不必',
  '不是',
  '没有',
  '不',
  '没',
  '无',
  '未',
  '别',
];
export const ZH_INNER_NEGATORS = new Set(['不', '没', '未', '无']);
/**
 * Words with a negator character that deny nothing: "不仅", "无论", "别的", "不可变", and the
 * A-not-A questions ("有没有检查令牌" asks, it does not deny).
 */
export const ZH_NOT_NEGATORS = [
  '不仅',
  '不但',
  '不光',
  '不只',
  '不止',
  '不过',
  '不同',
  '不少',
  '不久',
  '不断',
  '不停',
  '不论',
  '不管',
  '不妨',
  '不错',
  '不如',
  '不然',
  '不可变',
  '不变',
  '无论',
  '无疑',
  '无数',
  '无非',
  '无限',
  '有无',
  '别的',
  '别人',
  '别处',
  '未来',
  '没错',
  '差不多',
  '说不定',
  '了不起',
  '对不起',
  '是不是',
  '有没有',
  '能不能',
  '会不会',
  '要不要',
  '对不对',
].map((w) => [...w]);
