// The first regression corpus: plausible wrong answers written without the lessons' own lists,
// each refused by Check my SQL as the page runs it, and different-but-right answers, each
// accepted. testing/answerCorpus.ts was written first; holdoutCorpus.test.ts runs the second.
// Most wrong ones pass every hand-written timeline: only the generated timelines (or a schedule)
// refuse them.
import { ANSWER_CORPUS } from '../testing/answerCorpus';
import { describeCorpus } from '../testing/corpusSuite';

describeCorpus('answer', ANSWER_CORPUS);
