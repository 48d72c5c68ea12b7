// The studio's new timeline, written and run at build time: `virtual:fencelab/studio-fresh` holds,
// for the new timeline's title in each language of the catalogs, its YAML (as the studio's writer
// writes it) and its trace (as the SQL worker would run it, scripts/exampleTrace.ts). A first visit
// to /studio shows both without loading the YAML parser, zod or the SQL worker; they load with the
// first edit (src/app/studioFresh.ts, StudioSlice.studioOpen).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { emptyModel } from '../src/content/studio/emptyModel';
import { scenarioOfModel } from '../src/content/studio/studioModel';
import { toYaml } from '../src/content/studio/studioYaml';
import type { Trace } from '../src/engine/types';
import { exampleTrace } from './exampleTrace';
import { jsonModule } from './prebuiltIds';

export const STUDIO_FRESH_ID = 'virtual:fencelab/studio-fresh';
const RESOLVED = `\0${STUDIO_FRESH_ID}`;
/** The catalog key of the new timeline's title (src/state/studioSlice.ts, freshModel). */
export const FRESH_TITLE_KEY = 'state.studio.newTitle';

/** By title: the new timeline's YAML and trace. */
export type StudioFresh = Record<string, { text: string; trace: Trace }>;

/**
 * Each language's catalog of the store's words (`<dir>/<locale>/state.json`). The folder also
 * holds each language's compiled module (`en.ts`), which is no catalog: watching `en.ts/state.json`
 * made the dev server fail the module, and with it the studio (`npm start`).
 */
export function stateCatalogs(messagesDir: string): string[] {
  return readdirSync(messagesDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(messagesDir, e.name, 'state.json')))
    .map((e) => join(messagesDir, e.name, 'state.json'))
    .sort();
}

/** The new timeline's title in each language whose catalog (`<dir>/<locale>/state.json`) has one. */
export function freshTitles(messagesDir: string): string[] {
  const titles = new Set<string>();
  for (const path of stateCatalogs(messagesDir)) {
    let catalog: Record<string, unknown>;
    try {
      catalog = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    } catch {
      continue;
    }
    const title = catalog[FRESH_TITLE_KEY];
    if (typeof title === 'string') titles.add(title);
  }
  return [...titles].sort();
}

/** The module's value: each title's new timeline, written and run. */
export async function studioFresh(titles: readonly string[]): Promise<StudioFresh> {
  const out: StudioFresh = {};
  for (const title of titles) {
    const model = emptyModel(title);
    out[title] = { text: toYaml(model), trace: await exampleTrace(scenarioOfModel(model)) };
  }
  return out;
}

export function studioFreshPlugin(): Plugin {
  let messagesDir = '';
  return {
    name: 'fencelab-studio-fresh',
    configResolved(config) {
      messagesDir = join(config.root, 'src', 'i18n', 'messages');
    },
    resolveId: (id) => (id === STUDIO_FRESH_ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      for (const catalog of stateCatalogs(messagesDir)) this.addWatchFile(catalog);
      return jsonModule(await studioFresh(freshTitles(messagesDir)));
    },
  };
}
