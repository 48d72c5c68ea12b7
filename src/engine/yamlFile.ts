// A YAML file checked against a zod schema, with every problem located by file, line and field. Pure.
import type { z } from 'zod';
import { fieldName, parseYaml, type FieldPath, type InputIssue, type Locator } from './yamlSource';
import { shapeIssues } from './zodIssues';

export type YamlFileResult<T> =
  | {
      ok: true;
      data: T;
      locate: Locator;
      /** An issue at a field of this file, for checks the schema cannot make. */
      at(path: FieldPath, message: string): InputIssue;
    }
  | { ok: false; issues: InputIssue[] };

/** Parses YAML and checks its shape; lessons and questions load through this. */
export function parseYamlFile<S extends z.ZodType>(
  text: string,
  file: string | null,
  schema: S,
): YamlFileResult<z.output<S>> {
  const yaml = parseYaml(text, file);
  if (!yaml.ok) return yaml;
  const at = (path: FieldPath, message: string): InputIssue => ({
    file,
    line: yaml.locate(path),
    field: fieldName(path),
    message,
  });
  const parsed = schema.safeParse(yaml.data);
  if (!parsed.success) return { ok: false, issues: shapeIssues(parsed.error, yaml.data, at) };
  return { ok: true, data: parsed.data, locate: yaml.locate, at };
}
