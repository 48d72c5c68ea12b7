// An input issue (a scenario file's problem: file, line, field) in the page's language, worded
// from the facts the engine found (engine/issueText.ts; catalog part `issue`, whose English equals
// the engine's table). An issue without facts (a lesson's own checks) keeps its English message.
import type { IssueFacts } from '../engine/issueText';
import { formatIssue, type InputIssue } from '../engine/inputIssue';
import { currentLocale, t } from './i18n';

/** The facts' params as text: a number would be grouped by thousands, which the English is not. */
const asText = (params: IssueFacts['params']) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));

/** The issue's message alone, in the page's language (an editor's marker, a step's problem). */
export function issueMessage(issue: InputIssue): string {
  return issue.facts ? issueFactsText(issue.facts) : issue.message;
}

/** An issue's facts as a sentence in the page's language (a refused statement's, too). */
export function issueFactsText(facts: IssueFacts): string {
  const params = asText(facts.params);
  // The YAML library words its syntax errors in English: another language says what its error
  // code means instead.
  if (facts.code === 'yamlSyntax' && currentLocale() !== 'en')
    params.detail = t('issue.yaml.code', { yamlCode: params.yamlCode ?? '' });
  return t(`issue.${facts.code}`, params);
}

/** Codes whose field is a key as the file wrote it, never one of the fields' special names. */
const KEYS_AS_WRITTEN = new Set<string>(['unknownField', 'unknownFieldSplit', 'missingField']);

/** The issue's field in the page's language: a path stays code, `(yaml)` and `(top level)` do not. */
export function issueField(issue: InputIssue): string {
  if (!issue.facts || KEYS_AS_WRITTEN.has(issue.facts.code)) return issue.field;
  if (issue.field === '(yaml)') return t('issue.field.yaml');
  if (issue.field === '(top level)') return t('issue.field.top');
  return issue.field;
}

/**
 * `file:line: field: message`, formatIssue's format in every language (as a compiler's localised
 * messages keep their `file:line:`, so the place reads and links alike everywhere), with the
 * message and the special fields in the page's language.
 */
export function issueLine(issue: InputIssue): string {
  return formatIssue({ ...issue, field: issueField(issue), message: issueMessage(issue) });
}
