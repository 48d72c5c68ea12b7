// The glossary's word on Chinese text (docs/translating.md): a rendering the glossary lists as
// wrong is an error that names the right term; so is a space after a full-width mark, which
// carries its own. A question's key-point `phrases` and `avoid` are the words learners write, not
// ours, so either may stand there. Pure.
import type { InputIssue } from '../../engine/inputIssue';

export interface WrongTerm {
  wrong: string;
  right: string;
  /** The English concept, for the message. */
  concept: string;
}

/** Renderings the sources never use, and the term they do. */
export const WRONG_TERMS: readonly WrongTerm[] = [
  { wrong: '认领', right: '领取', concept: 'claim' },
  { wrong: '墙上时钟', right: '墙钟', concept: 'wall clock' },
  { wrong: '授予', right: '执行权 (拿到执行权, 领取成功)', concept: 'a grant' },
  { wrong: '授权', right: '执行权', concept: 'a grant' },
  { wrong: '完成操作', right: '完成写入', concept: 'finish' },
  { wrong: '收尾', right: '完成写入', concept: 'finish' },
  { wrong: '纪元', right: 'epoch (代次)', concept: 'epoch' },
  { wrong: '多常', right: '多久一次', concept: 'how often' },
];

/**
 * A full-width mark, then a space before more text: "到期。 另有", or Markdown's "**租约。** 创建",
 * written so because CommonMark does not close a bold after a mark when a letter follows. The
 * mark goes after the bold instead: "**租约**。创建".
 */
const SPACED_MARK = /[。，、；：？！）」](?:\*\*|\*)?[ \u00a0]+(?=\S)/u;

/** Each line of a YAML file that lies inside a `phrases:` or `avoid:` list. */
function learnerWordLines(lines: readonly string[]): Set<number> {
  const out = new Set<number>();
  let indent: number | null = null;
  lines.forEach((line, k) => {
    const head = /^(\s*)(phrases|avoid):\s*$/.exec(line);
    if (head) {
      indent = head[1]?.length ?? 0;
      return;
    }
    const item = /^(\s*)- /.exec(line);
    if (indent !== null && item && (item[1]?.length ?? 0) > indent) out.add(k);
    else indent = null;
  });
  return out;
}

/** The issues of one Chinese file: every wrong rendering outside the learners' words. */
export function termIssues(file: string, text: string): InputIssue[] {
  const lines = text.split('\n');
  const skip = file.endsWith('.yaml') ? learnerWordLines(lines) : new Set<number>();
  const out: InputIssue[] = [];
  lines.forEach((line, k) => {
    if (skip.has(k)) return;
    for (const t of WRONG_TERMS)
      if (line.includes(t.wrong))
        out.push({
          file,
          line: k + 1,
          field: '(term)',
          message: `"${t.wrong}" is not the term for ${t.concept}: write "${t.right}" (docs/translating.md)`,
        });
    const spaced = SPACED_MARK.exec(line);
    if (spaced)
      out.push({
        file,
        line: k + 1,
        field: '(punctuation)',
        message: `a space after "${spaced[0].trim()}": a full-width mark carries its own; after a bold, put the mark outside it ("**租约**。创建") (docs/translating.md)`,
      });
  });
  return out;
}
