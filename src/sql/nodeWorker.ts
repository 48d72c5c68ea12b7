// Node worker thread that owns one sql.js database; the CLI's supervisor may terminate it.
import { parentPort } from 'node:worker_threads';
import type { RunRequest } from './protocol';
import { createNodePort } from './nodePort';
import { handleRun } from './workerBody';

const portReady = createNodePort();
parentPort?.on('message', (req: RunRequest) => {
  void portReady.then((port) => handleRun(port, req, (msg) => parentPort?.postMessage(msg)));
});
