// The content plugin's small parts: what a `?prebuilt` id asks for, the module of a JSON value,
// and an English question hearing its translations (contentPlugin.ts puts them together).
import { existsSync, readFileSync } from 'node:fs';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../src/content/authoring/translation';
import { hearTranslation } from '../src/content/authoring/translationMerge';
import type { QuestionJson } from '../src/content/lessons/prebuilt';
import { parseYaml } from '../src/engine/yamlSource';

/** A module whose default export is `value`, parsed from JSON at run time (see contentModule). */
export const jsonModule = (value: unknown) =>
  `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;

/**
 * `…/x.lesson.yaml?prebuilt` or `…?prebuilt&lang=zh-CN`: the file and the language asked for;
 * `&trace` on an example asks for its trace, run at build time (scripts/exampleTrace.ts).
 */
export function prebuiltId(
  id: string,
): { path: string; locale: TranslatedLocale | null; trace: boolean } | null {
  const q = id.indexOf('?');
  if (q < 0) return null;
  const params = new URLSearchParams(id.slice(q + 1));
  if (!params.has('prebuilt')) return null;
  const lang = params.get('lang');
  const locale = TRANSLATED_LOCALES.find((l) => l === lang) ?? null;
  if (lang !== null && locale === null) return null;
  return { path: id.slice(0, q), locale, trace: params.has('trace') };
}

/** An English question whose key points also hear each translation's phrasings. */
export function hearTranslations(built: QuestionJson, paths: readonly string[]): QuestionJson {
  return paths.filter(existsSync).reduce((q, path) => {
    const yaml = parseYaml(readFileSync(path, 'utf8'), path);
    return yaml.ok ? { ...hearTranslation(q, yaml.data), prose: q.prose } : q;
  }, built);
}
