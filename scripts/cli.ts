// FenceLab's command line:
// `npm run cli -- run|explore <file.scenario.yaml> [--json] [--time-limit <ms>] [--lang <locale>]
// [--engine sqlite|postgres]`, and
// `npm run cli -- check <lesson id | lesson file | exercise link> [--sql <action>=<file.sql> …]
// [--answers <folder>] [--json] [--time-limit <ms>] [--lang <locale>]` (docs/cli-check.md).
import { t } from '../src/i18n/i18n';
import { LOCALES } from '../src/i18n/locales';
import { checkArgs, checkCommand } from './cli/checkCommand';
import { exploreCommand } from './cli/exploreCommand';
import { localeOf, useLocale } from './cli/language';
import { ENGINES, runCommand, EXIT, type CliResult, type Engine } from './cli/runCommand';

/** The longest --time-limit: ten minutes for one statement is already a runaway. */
export const MAX_TIME_LIMIT_MS = 600_000;

/** The usage text, in the current language (option names, commands and values stay as they are). */
const usageText = () =>
  `${t('cli.usage', { max: String(MAX_TIME_LIMIT_MS), locales: LOCALES.join(t('cli.separator')) })}\n\n${t('cli.usage.check')}`;

/**
 * Parses argv and runs the command; every user error becomes a message, never a stack trace.
 * Text is in the `--lang` language (English by default); `--json` is the same in every language.
 */
export async function main(argv: string[]): Promise<CliResult> {
  const args = [...argv];
  // First, so that every message after it is in the chosen language. A wrong --lang is said in
  // English, the default.
  useLocale('en');
  const langAt = args.indexOf('--lang');
  if (langAt >= 0) {
    const locale = localeOf(args[langAt + 1]);
    if (!locale) return usage(t('cli.usage.lang', { locales: LOCALES.join(t('cli.separator')) }));
    useLocale(locale);
    args.splice(langAt, 2);
  }
  const json = take(args, '--json');
  const limitAt = args.indexOf('--time-limit');
  let timeLimitMs: number | undefined;
  if (limitAt >= 0) {
    const value = Number(args[limitAt + 1]);
    if (!Number.isInteger(value) || value < 1 || value > MAX_TIME_LIMIT_MS)
      return usage(t('cli.usage.timeLimit', { max: String(MAX_TIME_LIMIT_MS) }));
    timeLimitMs = value;
    args.splice(limitAt, 2);
  }
  const engineAt = args.indexOf('--engine');
  let engine: Engine = 'sqlite';
  if (engineAt >= 0) {
    const value = ENGINES.find((e) => e === args[engineAt + 1]);
    if (!value) return usage(t('cli.usage.engine', { engines: ENGINES.join(t('cli.separator')) }));
    engine = value;
    args.splice(engineAt, 2);
  }
  if (take(args, '--help') || take(args, '-h'))
    return { code: EXIT.ok, stdout: usageText(), stderr: '' };
  if (args[0] === 'check') {
    if (engine !== 'sqlite') return usage(t('cli.usage.engineCheck'));
    const parsed = checkArgs(args.slice(1));
    if ('problem' in parsed) return usage(parsed.problem);
    return checkCommand(parsed, json, timeLimitMs);
  }
  const [command, file, ...rest] = args;
  const unknown = rest.concat(file?.startsWith('-') ? [file] : []).find((a) => a.startsWith('-'));
  if (unknown) return usage(t('cli.usage.unknownOption', { option: unknown }));
  if (command !== 'run' && command !== 'explore')
    return usage(command ? t('cli.usage.unknownCommand', { command }) : t('cli.usage.noCommand'));
  if (!file || rest.length > 0) return usage(t('cli.usage.oneFile', { command }));
  if (command === 'explore') {
    if (engine !== 'sqlite') return usage(t('cli.usage.engineExplore'));
    return exploreCommand(file, json, timeLimitMs);
  }
  return runCommand(file, json, timeLimitMs, engine);
}

function take(args: string[], flag: string): boolean {
  const k = args.indexOf(flag);
  if (k < 0) return false;
  args.splice(k, 1);
  return true;
}

function usage(problem: string): CliResult {
  const stderr = `${t('cli.usage.problem', { problem })}\n\n${usageText()}`;
  return { code: EXIT.invalid, stdout: '', stderr };
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
      const message = e instanceof Error ? e.message : String(e);
      process.stderr.write(`${t('cli.internalError', { message })}\n`);
      process.exitCode = EXIT.invalid;
    },
  );
}
