// `npx tsx scripts/translationCheck.ts [lessons/zh-CN/… files]`: checks translations against their
// English files (docs/translating.md): shape, ids, code, and that the merged lesson or question
// loads. With no files, every translation; `lessons:check` runs the same check.
import { existsSync, readFileSync } from 'node:fs';
import { formatIssue } from '../src/engine/yamlSource';
import { translationPath, TRANSLATED_LOCALES } from '../src/content/authoring/translation';
import { checkTranslations } from '../src/content/authoring/checkTranslations';
import { translatedOriginals } from './translatedOriginals';

const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null);

function main(only: string[]): number {
  const originals = translatedOriginals('lessons');
  let problems = 0;
  for (const locale of TRANSLATED_LOCALES) {
    const wanted =
      only.length === 0
        ? originals
        : originals.filter((o) => only.includes(translationPath(o.file, locale)));
    const issues = checkTranslations(wanted, locale, read);
    for (const issue of issues) process.stderr.write(`${formatIssue(issue)}\n`);
    problems += issues.length;
    process.stdout.write(
      `${locale}: ${wanted.length} file(s) checked, ${issues.length} problem(s)\n`,
    );
  }
  return problems > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2).map((f) => f.replace(/^\.\//, '')));
