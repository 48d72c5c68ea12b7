// The store's schedule explorer in the browser: its client (and Web Worker) load on first use.
import { loadBrowserExplorer } from '../sql/browserHost';
import type { ExplorerClient } from '../sql/explorerClient';
import type { ExplorerDep } from '../state/deps';

/** An explorer whose code and worker load only when a learner first asks for it. */
export function lazyBrowserExplorer(): ExplorerDep {
  let client: Promise<ExplorerClient> | null = null;
  return {
    async explore(scenario, onProgress) {
      client ??= loadBrowserExplorer();
      return (await client).explore(scenario, onProgress);
    },
    async differ(input, onProgress) {
      client ??= loadBrowserExplorer();
      return (await client).differ(input, onProgress);
    },
    async record(input, onProgress) {
      client ??= loadBrowserExplorer();
      return (await client).record(input, onProgress);
    },
    warm(ahead) {
      client ??= loadBrowserExplorer();
      void client.then((c) => c.warm(ahead));
    },
    cancel() {
      void client?.then((c) => c.cancel());
    },
  };
}
