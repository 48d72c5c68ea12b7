// Makes sure a Chromium is there for the e2e tests, installing one if it can, and prints its path.
// As root on Debian it also installs Chromium's headless shell, which the tests prefer: the
// same engine at about a third less CPU per page load (scripts/chromiumPath.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import process from 'node:process';
import { findChromium, findTestChromium, HEADLESS_SHELL } from './chromiumPath.mjs';

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

const canApt = () => process.getuid?.() === 0 && hasCommand('apt-get');

/** apt-get install, refreshing the package lists if the first try fails. */
function aptInstall(pkg) {
  const args = ['install', '-y', pkg];
  return run('apt-get', args) || (run('apt-get', ['update']) && run('apt-get', args));
}

/** apt-get as root, else Playwright's own. */
function install() {
  if (canApt() && aptInstall('chromium')) return;
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
if (!fromEnv && !existsSync(HEADLESS_SHELL)) {
  if (canApt()) aptInstall('chromium-headless-shell');
  if (!existsSync(HEADLESS_SHELL))
    say('ensureChromium: no headless shell (chromium-headless-shell); the full browser is slower');
}
const used = findTestChromium() ?? found;
say(`ensureChromium: using ${used.path} (${used.source})`);
