// SQL that SQLite compiled to something a step may not do (transaction control, ATTACH, DETACH,
// VACUUM), written as located input issues: the file, the line of the statement, the field. Pure.
import { issueFacts, issueSentence, withFacts } from './issueText';
import { sqlFor } from './referenceSql';
import type { Scenario, Trace } from './types';
import type { InputIssue, Locator } from './yamlSource';

/**
 * The line a statement starts on, inside the `sql.<action>` value that begins at `keyLine`: a
 * block scalar (`|`, `>`) starts on the line after its key, a quoted or plain value on the key's.
 */
export function statementLine(text: string, keyLine: number, sql: string, offset: number): number {
  const keyText = text.split('\n')[keyLine - 1] ?? '';
  const block = /:\s*[|>][-+0-9]*\s*(#.*)?$/.test(keyText);
  const before = sql.slice(0, offset).split('\n').length - 1;
  return keyLine + (block ? 1 : 0) + before;
}

/**
 * One issue per action whose SQL a run refused, at the line of the refused statement. The run
 * finds them (the check is SQLite's own compilation, which needs the database the steps see);
 * `text` is the file the scenario came from, so that lines can be counted.
 */
export function refusedSql(
  trace: Trace,
  scenario: Scenario,
  text: string,
  locate: Locator,
  file: string | null,
): InputIssue[] {
  const seen = new Set<string>();
  const out: InputIssue[] = [];
  for (const s of trace.steps) {
    if (s.errorKind !== 'refused' || seen.has(s.do)) continue;
    seen.add(s.do);
    const own = Object.hasOwn(scenario.sql, s.do);
    const keyLine = own ? locate(['sql', s.do]) : null;
    const sql = sqlFor(scenario.sql, s.do) ?? '';
    const facts =
      s.errorFacts?.kind === 'refused'
        ? s.errorFacts.refusal
        : s.error === null
          ? issueFacts('sqlRefused')
          : null;
    const issue: InputIssue = {
      file,
      line:
        keyLine === null ? (s.line ?? null) : statementLine(text, keyLine, sql, s.errorOffset ?? 0),
      field: own ? `sql.${s.do}` : `steps[${s.i}].do`,
      message: s.error ?? issueSentence(issueFacts('sqlRefused')),
    };
    // A sentence the port words otherwise (none today) stays English, without facts.
    out.push(facts ? withFacts(issue, facts) : issue);
  }
  return out;
}
