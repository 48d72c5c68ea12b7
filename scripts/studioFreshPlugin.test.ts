// The studio's new timeline is written and run at build time, in each language; the studio would
// write it with its own YAML writer and run it in the SQL worker. Both must match, or a first
// visit would show a text and a run the studio cannot give.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyModel } from '../src/content/studio/emptyModel';
import { scenarioOfModel } from '../src/content/studio/studioModel';
import { fromYaml, toYaml } from '../src/content/studio/studioYaml';
import { createNodeSupervisor } from '../src/sql/nodeHost';
import { speak, t } from '../src/i18n/i18n';
import { LOCALES } from '../src/i18n/locales';
import {
  freshTitles,
  stateCatalogs,
  STUDIO_FRESH_ID,
  studioFresh,
  studioFreshPlugin,
} from './studioFreshPlugin';

const worker = createNodeSupervisor();
afterAll(async () => {
  worker.dispose();
  await speak('en');
});

describe('the studio’s new timeline, made at build time', () => {
  it('is made for the new timeline’s title in every language of the app', async () => {
    const titles = freshTitles('src/i18n/messages');
    const fromCatalogs: string[] = [];
    for (const locale of LOCALES) {
      await speak(locale);
      fromCatalogs.push(t('state.studio.newTitle'));
    }
    expect(titles).toEqual([...new Set(fromCatalogs)].sort());
    expect(titles).toHaveLength(LOCALES.length);
  });

  it('is the text the studio writes and the trace the SQL worker gives', async () => {
    const titles = freshTitles('src/i18n/messages');
    const built = await studioFresh(titles);
    expect(Object.keys(built).sort()).toEqual(titles);
    for (const title of titles) {
      const model = emptyModel(title);
      const entry = built[title];
      expect(entry?.text).toBe(toYaml(model));
      const parsed = fromYaml(entry?.text ?? '');
      // Lanes without steps are not part of the file: the scenario it stands for is the same.
      expect(parsed.ok && scenarioOfModel(parsed.model)).toEqual(scenarioOfModel(model));
      expect(entry?.trace).toEqual(await worker.run(scenarioOfModel(model)));
      expect(entry?.trace.title).toBe(title);
    }
  });
});

describe('the studio’s new timeline in the dev server', () => {
  it('watches each language’s catalog, and no path that does not exist', async () => {
    // The messages folder holds each language's compiled module (en.ts) beside its catalogs.
    const catalogs = stateCatalogs('src/i18n/messages');
    expect(catalogs).toEqual(LOCALES.map((l) => join('src/i18n/messages', l, 'state.json')).sort());
    // The plugin's own hooks, as the dev server calls them.
    const plugin = studioFreshPlugin() as unknown as {
      configResolved(config: { root: string }): void;
      resolveId(id: string): string | null;
      load(this: { addWatchFile(path: string): void }, id: string): Promise<string | null>;
    };
    plugin.configResolved({ root: resolve('.') });
    const watched: string[] = [];
    const id = plugin.resolveId(STUDIO_FRESH_ID) ?? '';
    await plugin.load.call({ addWatchFile: (path) => watched.push(path) }, id);
    expect(watched).toEqual(catalogs.map((c) => resolve(c)));
    for (const path of watched) expect(existsSync(path), path).toBe(true);
  });
});
