// Where PostgreSQL's server programs are. Shared by scripts/ensurePostgres.mjs, which plain Node
// runs before any TypeScript tooling, and by src/pg/cluster.ts, so both agree on the binaries.
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import process from 'node:process';

/** Debian's (and Ubuntu's) place for each installed major version's programs. */
export const SYSTEM_ROOT = '/usr/lib/postgresql';

/** True when `dir` has both programs a throwaway cluster needs. */
const hasBoth = (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));

/**
 * The folder that holds initdb, pg_ctl and postgres: the first on the PATH that has initdb and
 * pg_ctl (through any link, so that pg_ctl finds the server beside it), else the newest version
 * under /usr/lib/postgresql; null when there is none.
 * @returns {{ bin: string, source: 'PATH' | 'system' } | null}
 */
export function findPostgres() {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && hasBoth(dir))
      return { bin: dirname(realpathSync(join(dir, 'initdb'))), source: 'PATH' };
  }
  let versions;
  try {
    versions = readdirSync(SYSTEM_ROOT).filter((v) => /^\d+(\.\d+)?$/.test(v));
  } catch {
    return null;
  }
  versions.sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = join(SYSTEM_ROOT, v, 'bin');
    if (hasBoth(bin)) return { bin, source: 'system' };
  }
  return null;
}
