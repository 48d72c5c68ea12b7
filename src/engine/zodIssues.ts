// zod's issues as FenceLab's located messages: missing fields, unknown fields, wrong values. Pure.
import type { z } from 'zod';
import { issueFacts, issueSentence, withFacts, type IssueCode, type IssueFacts } from './issueText';
import type { FieldPath, InputIssue } from './yamlSource';

/**
 * The facts of every sentence a schema gives zod as an `error:` (see zodError), by sentence. zod
 * carries the English sentence itself, so nothing but plain English ever reaches a message;
 * shapeIssues finds the facts again from it.
 */
const KNOWN = new Map<string, IssueFacts>();

/**
 * The English sentence of a code, for a schema's `error:`; the issue zod reports with it gets
 * these facts back in shapeIssues. Two codes that would word the same sentence are refused when
 * the schema is built, so a sentence always has one meaning.
 */
export function zodError(code: IssueCode, params: Record<string, string | number> = {}): string {
  const facts = issueFacts(code, params);
  const message = issueSentence(facts);
  const known = KNOWN.get(message);
  if (known && JSON.stringify(known) !== JSON.stringify(facts))
    throw new Error(`two issue codes word "${message}" alike`);
  KNOWN.set(message, facts);
  return message;
}

/** The facts zodError gave `message`, as a fresh object, or null for a sentence it never made. */
function knownFacts(message: string): IssueFacts | null {
  const facts = KNOWN.get(message);
  return facts ? issueFacts(facts.code, facts.params) : null;
}

function unknownField(key: string): IssueFacts {
  // WARNING: in YAML, `{ note: wait, then go }` makes "then go" a key; authors rarely mean that.
  return /\s/.test(key)
    ? issueFacts('unknownFieldSplit', { key, braces: '{ }' })
    : issueFacts('unknownField', { key });
}

function valueAt(data: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let v: unknown = data;
  for (const seg of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[seg];
  }
  return v;
}

/**
 * Turns a zod error into one located issue per problem, in the words the CLI prints, each with
 * its facts when FenceLab wrote the sentence (a scenario's always; a lesson's own checks' not).
 */
export function shapeIssues(
  error: z.ZodError,
  data: unknown,
  at: (path: FieldPath, message: string) => InputIssue,
): InputIssue[] {
  const out: InputIssue[] = [];
  const add = (path: FieldPath, facts: IssueFacts) =>
    out.push(withFacts(at(path, issueSentence(facts)), facts));
  for (const issue of error.issues) {
    const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...path, key], unknownField(key));
    } else if (path.length > 0 && valueAt(data, path) === undefined) {
      add(path, issueFacts('missingField', { key: String(path[path.length - 1]) }));
    } else {
      const facts = knownFacts(issue.message);
      if (facts) add(path, facts);
      else out.push(at(path, issue.message));
    }
  }
  return out;
}
