// A question's answer corpus (`lessons/questions/answers/<id>.answers.yaml`): answers a learner
// might type — right, partial, wrong, paraphrased, or only the question said back — on the English
// and the Chinese page, each with the key points the "you seem to have mentioned…" hint must find.
// `lessons:check` holds the matcher (keyPoints.ts) to every entry: no point missed, none credited
// that the answer does not make. Pure.
import { z } from 'zod';
import { parseYamlFile } from '../../engine/yamlFile';
import type { InputIssue } from '../../engine/yamlSource';
import { matchPoints } from './keyPoints';
import type { KeyPoint } from './questionSchema';

export const CORPUS_PAGES = ['en', 'zh-CN'] as const;
export type CorpusPage = (typeof CORPUS_PAGES)[number];
/** Every page's corpus holds at least one answer of each of these kinds. */
export const REQUIRED_KINDS = ['right', 'partial', 'wrong', 'paraphrase'] as const;
const KINDS = [...REQUIRED_KINDS, 'restated'] as const;

const CorpusSchema = z.strictObject(
  {
    question: z.string({ error: 'question must be the id of a question' }),
    answers: z
      .array(
        z.strictObject({
          page: z.enum(CORPUS_PAGES, { error: `page must be one of ${CORPUS_PAGES.join(', ')}` }),
          kind: z.enum(KINDS, { error: `kind must be one of ${KINDS.join(', ')}` }),
          text: z.string({ error: 'text must be text' }).trim().min(1, { error: 'text is empty' }),
          /** The key points the hint must find, counted from 1; exactly these. */
          points: z.array(z.number().int().min(1), {
            error: 'points must be a list of key-point numbers (1 is the first), or []',
          }),
          why: z.string().optional(),
        }),
        { error: 'answers must be a list' },
      )
      .min(1, { error: 'answers needs at least one entry' }),
  },
  { error: 'an answer corpus is a mapping with question and answers' },
);

/** What the hint sees of a question on one page: the prompt, and points in both languages. */
export interface HintPage {
  prompt: string;
  keyPoints: readonly Pick<KeyPoint, 'label' | 'phrases' | 'avoid'>[];
}

const listOf = (ns: readonly number[]) => (ns.length ? ns.join(', ') : 'none');

/**
 * The problems of one corpus file. `pages` is the question the corpus names, as each page shows
 * it (null when there is no such question).
 */
export function hintCorpusIssues(
  text: string,
  file: string,
  pages: (id: string) => Record<CorpusPage, HintPage> | null,
): { question: string | null; answers: number; issues: InputIssue[] } {
  const yaml = parseYamlFile(text, file, CorpusSchema);
  if (!yaml.ok) return { question: null, answers: 0, issues: yaml.issues };
  const { data, at } = yaml;
  const question = pages(data.question);
  if (!question)
    return {
      question: data.question,
      answers: 0,
      issues: [at(['question'], `there is no question "${data.question}"`)],
    };
  const issues: InputIssue[] = [];
  for (const page of CORPUS_PAGES)
    for (const kind of REQUIRED_KINDS)
      if (!data.answers.some((a) => a.page === page && a.kind === kind))
        issues.push(at(['answers'], `no ${kind} answer on the ${page} page`));
  data.answers.forEach((a, k) => {
    const { prompt, keyPoints } = question[a.page];
    const bad = a.points.filter((n) => n > keyPoints.length);
    if (bad.length) {
      issues.push(at(['answers', k, 'points'], `the question has no key point ${listOf(bad)}`));
      return;
    }
    const hints = matchPoints(a.text, keyPoints, [prompt]);
    const found = hints.flatMap((h, i) => (h.mentioned ? [i + 1] : []));
    const want = [...new Set(a.points)].sort((x, y) => x - y);
    if (found.join() === want.join()) return;
    const missed = want.filter((n) => !found.includes(n));
    const extra = found.filter((n) => !want.includes(n));
    const says = [
      ...missed.map((n) => `misses ${n} (${keyPoints[n - 1]?.label})`),
      ...extra.map(
        (n) => `credits ${n} (${keyPoints[n - 1]?.label}) from "${hints[n - 1]?.excerpt}"`,
      ),
    ];
    issues.push(
      at(
        ['answers', k, 'points'],
        `the hint finds ${listOf(found)}, the corpus says ${listOf(want)}: ${says.join('; ')}`,
      ),
    );
  });
  return { question: data.question, answers: data.answers.length, issues };
}
