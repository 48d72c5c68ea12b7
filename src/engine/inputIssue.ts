// One problem with an input file (file, line, field, message and its facts), and the one format
// every user-facing error uses. Pure, and free of any parser: the page words issues without
// loading YAML or zod (yamlSource.ts re-exports all of this).
import type { IssueFacts } from './issueText';

/** A path into parsed data: object keys and array indices. */
export type FieldPath = ReadonlyArray<string | number>;

/** Finds the 1-based line of a field; for a missing field, the line of its nearest parent. */
export type Locator = (path: FieldPath) => number | null;

/** One problem with an input file, located well enough to fix it. */
export interface InputIssue {
  file: string | null;
  line: number | null;
  /** The field, written as a path (`steps[3].at`), or `(yaml)` for a syntax error. */
  field: string;
  /** In English: the CLI's, the JSON's and the tests' wording. */
  message: string;
  /**
   * What the message says, as facts a page words in its own language (src/i18n/issueText.ts).
   * Every issue of a scenario file has them; not enumerable (see withFacts in issueText.ts).
   */
  facts?: IssueFacts;
}

/** Writes a field path the way the messages show it: `steps[3].at`. */
export function fieldName(path: FieldPath): string {
  let out = '';
  for (const seg of path) out += typeof seg === 'number' ? `[${seg}]` : out ? `.${seg}` : seg;
  return out || '(top level)';
}

/** `file:line: field: message`, the one format every user-facing error uses. */
export function formatIssue(issue: InputIssue): string {
  const where = [issue.file ?? '<input>', issue.line ?? '?'].join(':');
  return `${where}: ${issue.field}: ${issue.message}`;
}
