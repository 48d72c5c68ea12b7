// `lessons:check`'s word on lessons/postgres/: scenarios that need PostgreSQL (`begin`/`end`), so
// they are parsed with the session actions allowed and never run on SQLite here. Each must load,
// have its recorded trace (`npm run record:postgres`) made from its current text with every
// expectation met, and a translation of its words like every example scenario.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkTranslations, type Translated } from '../src/content/authoring/checkTranslations';
import { exampleWords, TRANSLATED_LOCALES } from '../src/content/authoring/translation';
import { parseScenarioYaml } from '../src/engine/parseScenario';
import type { InputIssue } from '../src/engine/yamlSource';
import { fixturePath, recordedScenarios, sha256, type Recording } from './recordPostgres';

const issue = (file: string, field: string, message: string): InputIssue => ({
  file,
  line: null,
  field,
  message,
});

/** The issues of every PostgreSQL scenario under `root` and of its fixture and translations. */
export function checkPostgresContent(root: string): { files: number; issues: InputIssue[] } {
  const dir = join(root, 'postgres');
  if (!existsSync(dir)) return { files: 0, issues: [] };
  const issues: InputIssue[] = [];
  const translated: Translated[] = [];
  const files = recordedScenarios(relative(process.cwd(), dir));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const r = parseScenarioYaml(text, file, { sessions: true });
    if (!r.ok) {
      issues.push(...r.issues);
      continue;
    }
    translated.push({ file, words: exampleWords(r.scenario) });
    const again = `run npm run record:postgres`;
    const fixture = fixturePath(file);
    if (!existsSync(fixture)) {
      issues.push(issue(fixture, '(file)', `${file} has no recorded trace: ${again}`));
      continue;
    }
    let rec: Recording;
    try {
      rec = JSON.parse(readFileSync(fixture, 'utf8')) as Recording;
    } catch (e) {
      issues.push(issue(fixture, '(json)', (e as Error).message));
      continue;
    }
    if (rec.recordedWith?.file !== file || rec.recordedWith.sha256 !== sha256(text))
      issues.push(
        issue(fixture, 'recordedWith', `was recorded from another text of ${file}: ${again}`),
      );
    else if (!rec.trace?.ok)
      issues.push(issue(fixture, 'trace.ok', `${file}: an expectation is not met on PostgreSQL`));
  }
  const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null);
  for (const locale of TRANSLATED_LOCALES)
    issues.push(...checkTranslations(translated, locale, read));
  return { files: files.length, issues };
}
