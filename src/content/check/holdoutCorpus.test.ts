// The holdout corpus: answers written later, by a reviewer who saw neither
// testing/answerCorpus.ts nor the checker's generator. Check my SQL, as the page runs it, must
// refuse every wrong one and accept every right one.
import { HOLDOUT_CORPUS } from '../testing/holdoutCorpus';
import { describeCorpus } from '../testing/corpusSuite';

describeCorpus('holdout', HOLDOUT_CORPUS);
