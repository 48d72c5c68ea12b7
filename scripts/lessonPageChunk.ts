// One chunk for the code a lesson page needs beyond the app's own: without it the bundler makes a
// dozen small chunks (each shared with some other page), and on a phone's link each costs a round
// trip before the lesson's text can show (Lighthouse's lesson score stayed under 90 for it). Pages
// that share some of that code (the playground's player, the practice pages' Markdown) load the
// chunk too.
import type { ChunkingContext } from 'rolldown';

const LESSON_PAGE = /[\\/]src[\\/]ui[\\/]lesson[\\/]LessonPage\.tsx$/;

/** True when `id` is imported, directly or not and without a dynamic import, by a module `root` matches. */
function importedBy(
  root: (id: string, isEntry: boolean) => boolean,
  id: string,
  ctx: ChunkingContext,
  seen = new Set<string>(),
): boolean {
  const info = ctx.getModuleInfo(id);
  if (!info) return false;
  if (root(id, info.isEntry)) return true;
  for (const importer of info.importers) {
    if (seen.has(importer)) continue;
    seen.add(importer);
    if (importedBy(root, importer, ctx, seen)) return true;
  }
  return false;
}

/**
 * The codeSplitting group's name function: `app` for every module the entry imports statically
 * (one file, not the dozen small shared chunks the bundler would otherwise split it into, each a
 * round trip before the first paint), `lesson-page` for the rest of what LessonPage.tsx imports
 * statically, else none.
 */
export function lessonPageChunk(id: string, ctx: ChunkingContext): string | null {
  const inEntry = importedBy((_, isEntry) => isEntry, id, ctx);
  if (inEntry) return 'app';
  return importedBy((m) => LESSON_PAGE.test(m), id, ctx) ? 'lesson-page' : null;
}
