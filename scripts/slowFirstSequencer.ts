// The order the unit-test files start in. With two test workers (CI's two cores) a slow file
// that starts last runs alone at the end while the other worker idles: on a fresh clone, with no
// timings cached, Vitest starts the largest files first, and the answer corpus (a 47-line file
// that runs for 46 s) started at 89 s and ended the run at 135 s. Starting the slowest files
// first lets the short ones fill in around them (#31: CI in 8 minutes).
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest files, as measured on this two-core machine (seconds, each alone on its worker):
 * the two corpora first, so that they start together on the two workers, then the rest, slowest
 * first. A file missing from here only starts later; slowFirstSequencer.test.ts checks that each
 * exists.
 */
export const SLOW_FILES = [
  'src/content/check/answerCorpus.test.ts', // 24: Check my SQL on every answer of the corpus
  'src/content/check/holdoutCorpus.test.ts', // 22: the same for the holdout corpus
  'src/pg/attacks.test.ts', // 23: waits on PostgreSQL
  'scripts/cli/checkCommand.test.ts', // 16
  'scripts/cli/lang.test.ts', // 11
  'src/pg/cluster.test.ts', // 9: starts a cluster of its own
  'scripts/pgCheck/compare.test.ts', // 9
  'src/ui/player/timeline/timelineLayout.shipped.test.ts', // 7
];

/** `files` (paths relative to the root) with SLOW_FILES first, in their order; the rest keep theirs. */
export function slowFirst<T>(files: T[], pathOf: (f: T) => string): T[] {
  const rank = (f: T) => {
    const i = SLOW_FILES.indexOf(pathOf(f));
    return i === -1 ? SLOW_FILES.length : i;
  };
  return files
    .map((f, i) => ({ f, i, r: rank(f) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.f);
}

/** Vitest's own order (failed first, then by cached time or size), then SLOW_FILES first. */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    return slowFirst(await super.sort(files), (f) => relative(root, f.moduleId));
  }
}
