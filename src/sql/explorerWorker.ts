// Module Web Worker that runs the schedule explorer on its own sql.js database; the page
// terminates it to cancel.
import initSqlJs from 'sql.js';
// WARNING: keep this import in step with browserWorker.ts (the `browser` build of sql.js).
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { handleExplore } from './explorerBody';
import type { ExploreReply, ExploreRequest } from './explorerProtocol';
import { createSqlJsPort } from './sqljsPort';

const post = (msg: ExploreReply): void => self.postMessage(msg);

const portReady = initSqlJs({ locateFile: () => wasmUrl }).then(createSqlJsPort);

self.onmessage = (event: MessageEvent<ExploreRequest>) => {
  const req = event.data;
  portReady.then(
    (port) => handleExplore(port, req, post, () => performance.now()),
    (e: unknown) =>
      post({
        type: 'fail',
        id: req.id,
        message: `SQLite could not start: ${e instanceof Error ? e.message : String(e)}`,
      }),
  );
};
