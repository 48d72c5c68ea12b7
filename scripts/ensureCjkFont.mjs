// Makes sure a Chinese font is there for the browser tests and screenshots (so Chinese shows real
// glyphs, not boxes), installing Debian's Noto CJK when it can. Without one the tests still run:
// they check text, not glyphs; it says so.
import { spawnSync } from 'node:child_process';
import process from 'node:process';

const say = (line) => process.stdout.write(`ensureCjkFont: ${line}\n`);

function hasChineseFont() {
  const r = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim().length > 0;
}

function run(command, args) {
  say(`$ ${command} ${args.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return spawnSync(command, args, { stdio: 'inherit', env }).status === 0;
}

if (hasChineseFont()) {
  say('a Chinese font is installed');
} else if (process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0) {
  say('no Chinese font; installing fonts-noto-cjk');
  const args = ['install', '-y', '--no-install-recommends', 'fonts-noto-cjk'];
  if (!run('apt-get', args) && run('apt-get', ['update'])) run('apt-get', args);
  say(hasChineseFont() ? 'fonts-noto-cjk installed' : 'could not install a Chinese font');
} else {
  say(
    'no Chinese font and no way to install one (apt-get fonts-noto-cjk as root): Chinese shows as boxes in screenshots',
  );
}
