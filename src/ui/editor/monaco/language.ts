// Monaco's own words (its find box, context menu, hovers) in the page's language. Monaco reads its
// messages from a global as its modules load, so a language's table (Monaco's own translation,
// bundled like the rest, never from a CDN) is loaded before the editor's chunk is imported.
import { currentLocale } from '../../../i18n/i18n';

/** Loads Monaco's messages for the page's language; English needs none. */
export function loadMonacoLanguage(): Promise<unknown> {
  if (currentLocale() === 'zh-CN') return import('monaco-editor/nls/lang/zh-cn.js');
  return Promise.resolve();
}
