// FenceLab's command line: `npm run cli -- run|explore <file.scenario.yaml> [--json] [--time-limit <ms>]`.
import { exploreCommand } from './cli/exploreCommand';
import { runCommand, EXIT, type CliResult } from './cli/runCommand';

/** The longest --time-limit: ten minutes for one statement is already a runaway. */
export const MAX_TIME_LIMIT_MS = 600_000;

const USAGE = `usage: npm run cli -- run|explore <file.scenario.yaml> [--json] [--time-limit <ms>]

  run       runs a scenario and prints its steps, outcomes, tokens and violations
            exit 0 when every stated expect is met, 1 when one is not, 2 for invalid input
  explore   tries every schedule of the scenario's explore: model (docs/explore.md)
            exit 0 when safe within the bound, 1 with the shortest counterexample,
            2 for invalid input, 3 when there is no verdict (a bound was reached, a statement
            ran away, or the search ran out of memory)

  --json        prints one JSON object instead of text
  --time-limit  how long one statement may run before it is stopped, in milliseconds:
                1 to ${MAX_TIME_LIMIT_MS} (10 minutes)`;

/** Parses argv and runs the command; every user error becomes a message, never a stack trace. */
export async function main(argv: string[]): Promise<CliResult> {
  const args = [...argv];
  const json = take(args, '--json');
  const limitAt = args.indexOf('--time-limit');
  let timeLimitMs: number | undefined;
  if (limitAt >= 0) {
    const value = Number(args[limitAt + 1]);
    if (!Number.isInteger(value) || value < 1 || value > MAX_TIME_LIMIT_MS)
      return usage(
        `--time-limit takes a whole number of milliseconds from 1 to ${MAX_TIME_LIMIT_MS} (10 minutes)`,
      );
    timeLimitMs = value;
    args.splice(limitAt, 2);
  }
  if (take(args, '--help') || take(args, '-h')) return { code: EXIT.ok, stdout: USAGE, stderr: '' };
  const [command, file, ...rest] = args;
  const unknown = rest.concat(file?.startsWith('-') ? [file] : []).find((a) => a.startsWith('-'));
  if (unknown) return usage(`unknown option ${unknown}`);
  if (command !== 'run' && command !== 'explore')
    return usage(command ? `unknown command "${command}"` : 'no command given');
  if (!file || rest.length > 0) return usage(`${command} takes exactly one scenario file`);
  if (command === 'explore') return exploreCommand(file, json, timeLimitMs);
  return runCommand(file, json, timeLimitMs);
}

function take(args: string[], flag: string): boolean {
  const k = args.indexOf(flag);
  if (k < 0) return false;
  args.splice(k, 1);
  return true;
}

function usage(problem: string): CliResult {
  return { code: EXIT.invalid, stdout: '', stderr: `fencelab: ${problem}\n\n${USAGE}` };
}

const isEntry = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntry) {
  main(process.argv.slice(2)).then(
    (r) => {
      if (r.stdout) process.stdout.write(r.stdout + '\n');
      if (r.stderr) process.stderr.write(r.stderr + '\n');
      process.exitCode = r.code;
    },
    (e: unknown) => {
      process.stderr.write(
        `fencelab: internal error: ${e instanceof Error ? e.message : String(e)}\n`,
      );
      process.exitCode = EXIT.invalid;
    },
  );
}
