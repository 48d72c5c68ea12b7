// Module Web Worker that owns one sql.js database; the page's supervisor may terminate it.
import initSqlJs from 'sql.js';
// WARNING: the `browser` export condition of sql.js resolves to dist/sql-wasm-browser.js, which
// asks for sql-wasm-browser.wasm; keep this import in step with it if sql.js is upgraded.
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import type { RunRequest, WorkerReply } from './protocol';
import { createSqlJsPort } from './sqljsPort';
import { handleRun } from './workerBody';

const post = (msg: WorkerReply): void => self.postMessage(msg);

// Vite bundles the wasm with the app, so the worker works offline and never asks a CDN.
const portReady = initSqlJs({ locateFile: () => wasmUrl }).then(createSqlJsPort);

self.onmessage = (event: MessageEvent<RunRequest>) => {
  const req = event.data;
  portReady.then(
    (port) => handleRun(port, req, post),
    (e: unknown) =>
      post({
        type: 'fail',
        id: req.id,
        message: `SQLite could not start: ${e instanceof Error ? e.message : String(e)}`,
      }),
  );
};
