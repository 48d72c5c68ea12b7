// The one module Web Worker: owns one sql.js database and answers runs and explorations on it.
// Its host terminates it to stop a runaway statement or a cancelled search.
import initSqlJs from 'sql.js';
// WARNING: the `browser` export condition of sql.js resolves to dist/sql-wasm-browser.js, which
// asks for sql-wasm-browser.wasm; keep this import in step with it if sql.js is upgraded.
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import type { WorkerReply, WorkerRequest } from './protocol';
import { createSqlJsPort } from './sqljsPort';
import { answerRequests } from './workerBody';

// Vite bundles the wasm with the app, so the worker works offline and never asks a CDN.
const answer = answerRequests(
  initSqlJs({ locateFile: () => wasmUrl }).then(createSqlJsPort),
  (msg: WorkerReply) => self.postMessage(msg),
  () => performance.now(),
);

self.onmessage = (event: MessageEvent<WorkerRequest>) => answer(event.data);
