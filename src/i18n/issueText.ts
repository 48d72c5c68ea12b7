// An input issue (a scenario file's problem: file, line, field) in the page's language, worded
// from the facts the engine found. STUB: being written.
import { formatIssue, type InputIssue } from '../engine/yamlSource';

/** `file:line: field: message`, the message in the page's language. */
export function issueLine(issue: InputIssue): string {
  return formatIssue(issue);
}

/** The issue's message alone, in the page's language (an editor's marker, a step's problem). */
export function issueMessage(issue: InputIssue): string {
  return issue.message;
}
