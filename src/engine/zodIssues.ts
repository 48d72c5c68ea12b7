// zod's issues as FenceLab's located messages: missing fields, unknown fields, wrong values. Pure.
import type { z } from 'zod';
import type { FieldPath, InputIssue } from './yamlSource';

function unknownField(key: string): string {
  // WARNING: in YAML, `{ note: wait, then go }` makes "then go" a key; authors rarely mean that.
  const hint = /\s/.test(key)
    ? ' (a "," inside { } or a ": " inside a value starts a new field; put the whole value in quotes)'
    : '';
  return `unknown field "${key}"${hint}`;
}

function valueAt(data: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let v: unknown = data;
  for (const seg of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[seg];
  }
  return v;
}

/** Turns a zod error into one located issue per problem, in the words the CLI prints. */
export function shapeIssues(
  error: z.ZodError,
  data: unknown,
  at: (path: FieldPath, message: string) => InputIssue,
): InputIssue[] {
  const out: InputIssue[] = [];
  for (const issue of error.issues) {
    const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push(at([...path, key], unknownField(key)));
    } else if (path.length > 0 && valueAt(data, path) === undefined) {
      out.push(at(path, `missing required field "${String(path[path.length - 1])}"`));
    } else {
      out.push(at(path, issue.message));
    }
  }
  return out;
}
