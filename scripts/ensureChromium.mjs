// Makes sure a Chromium is there for the e2e tests, installing one if it can, and prints its path.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import process from 'node:process';
import { findChromium } from './chromiumPath.mjs';

const HOW =
  'install one (as root: apt-get install -y chromium; otherwise: npx playwright install chromium) ' +
  'or set CHROMIUM_PATH to a Chromium binary';

const say = (line) => process.stdout.write(`${line}\n`);

function stop(line) {
  process.stderr.write(`ensureChromium: ${line}\n`);
  process.exit(1);
}

function run(command, args) {
  say(`ensureChromium: $ ${command} ${args.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return spawnSync(command, args, { stdio: 'inherit', env }).status === 0;
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** apt-get as root (refreshing the package lists if the first try fails), else Playwright's own. */
function install() {
  if (process.getuid?.() === 0 && hasCommand('apt-get')) {
    if (run('apt-get', ['install', '-y', 'chromium'])) return;
    if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium'])) return;
  }
  run('npx', ['playwright', 'install', 'chromium']);
}

const fromEnv = process.env.CHROMIUM_PATH;
if (fromEnv && !existsSync(fromEnv)) {
  stop(`CHROMIUM_PATH=${fromEnv} does not exist: point it at a Chromium binary, or unset it.`);
}
let found = findChromium();
if (!found) {
  say('ensureChromium: no Chromium found; installing one.');
  install();
  found = findChromium();
}
if (!found) stop(`no Chromium for the e2e tests: ${HOW}.`);
say(`ensureChromium: using ${found.path} (${found.source})`);
