// Makes sure the unit tests have a PostgreSQL (src/pg), installing one if it can: FENCELAB_PG_URL
// when set, else initdb and pg_ctl on the PATH or under /usr/lib/postgresql/*/bin, else (as root on
// Debian) apt-get install -y postgresql, else one line that says what to do.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { findPostgres } from '../src/pg/postgresPath.mjs';

const HOW =
  'install it (as root: apt-get install -y postgresql) so that initdb and pg_ctl are on the PATH ' +
  'or under /usr/lib/postgresql/<version>/bin, or set FENCELAB_PG_URL to a server whose role may ' +
  'create databases';

const say = (line) => process.stdout.write(`${line}\n`);

function stop(line) {
  process.stderr.write(`ensurePostgres: ${line}\n`);
  process.exit(1);
}

function run(command, args) {
  say(`ensurePostgres: $ ${command} ${args.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return spawnSync(command, args, { stdio: 'inherit', env }).status === 0;
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

const isRoot = process.getuid?.() === 0;

/** apt-get as root, refreshing the package lists if the first try fails. */
function install() {
  if (!isRoot || !hasCommand('apt-get')) return;
  if (run('apt-get', ['install', '-y', 'postgresql'])) return;
  if (run('apt-get', ['update'])) run('apt-get', ['install', '-y', 'postgresql']);
}

function hasUser(name) {
  try {
    return readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .some((line) => line.split(':')[0] === name);
  } catch {
    return false;
  }
}

if (process.env.FENCELAB_PG_URL) {
  say('ensurePostgres: using FENCELAB_PG_URL');
  process.exit(0);
}
let found = findPostgres();
if (!found) {
  say('ensurePostgres: no PostgreSQL found; installing one.');
  install();
  found = findPostgres();
}
if (!found) stop(`no PostgreSQL for the tests: ${HOW}.`);
// initdb refuses root: as root, the throwaway cluster runs as the user postgres.
if (isRoot && !hasUser('postgres'))
  stop(
    'as root, the tests run PostgreSQL as the user postgres, which does not exist: create it (useradd -r postgres) or run the tests as another user.',
  );
say(`ensurePostgres: using ${found.bin} (${found.source})`);
