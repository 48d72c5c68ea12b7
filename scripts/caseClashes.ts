// Paths that a case-insensitive file system (macOS, Windows) cannot tell apart. Linux CI sees two
// files where a contributor's checkout has one, so the build breaks there and nowhere else:
// - two paths equal but for case (`Notes.md`, `notes.md`): one overwrites the other on checkout;
// - two modules whose import, written without its extension, is equal but for case
//   (`TimelineText.tsx` beside `timelineText.ts`): `import './TimelineText'` finds the `.ts`.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** What an import names a module by: its path without the extension (`.d.ts` counts as one). */
const MODULE = /\.(d\.ts|ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** Each pair of `paths` (relative, `/`-separated) that would collide, as "a ⇔ b". */
export function caseClashes(paths: readonly string[]): string[] {
  const clashes: string[] = [];
  const seen = new Map<string, string>();
  const note = (key: string, path: string) => {
    const other = seen.get(key);
    if (other !== undefined && other !== path) clashes.push(`${other} ⇔ ${path}`);
    else seen.set(key, path);
  };
  for (const path of [...paths].sort()) {
    note(`file:${path.toLowerCase()}`, path);
    if (MODULE.test(path)) note(`module:${path.replace(MODULE, '').toLowerCase()}`, path);
  }
  return clashes;
}

const SKIP = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report']);

/** Every file under `root`, relative to it, leaving out what is built or installed. */
export function filesUnder(root: string, dir = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...filesUnder(root, path));
    else out.push(path);
  }
  return out;
}
