// `npm run build`, for `npm test`: the same build, which fails when Vite, Rolldown or a plugin
// printed a warning. A warning nobody reads today is the broken build of the next upgrade.
import { spawnSync } from 'node:child_process';
import process from 'node:process';

/** Lines a warning prints: Vite's "(!)", Rolldown's yellow [CODE] lines, or the word itself. */
const YELLOW = `${String.fromCharCode(27)}[33m`;
const isWarning = (line) =>
  line.includes('(!)') || line.includes(YELLOW) || /\bwarn(ing)?s?\b|deprecated/i.test(line);

const r = spawnSync('npm', ['run', '--silent', 'build'], { encoding: 'utf8' });
const output = `${r.stdout}${r.stderr}`;
process.stdout.write(output);
if (r.status !== 0) process.exit(r.status ?? 1);
const warnings = output.split('\n').filter(isWarning);
if (warnings.length > 0) {
  process.stderr.write(`\nbuild: ${warnings.length} warning line(s); the build must print none:\n`);
  for (const line of warnings) process.stderr.write(`  ${line}\n`);
  process.exit(1);
}
