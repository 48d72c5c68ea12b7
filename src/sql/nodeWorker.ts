// The one Node worker thread: owns one sql.js database and answers runs and explorations on it
// for the CLI, which terminates it to stop a runaway statement.
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { createNodePort } from './nodePort';
import type { WorkerRequest } from './protocol';
import { answerRequests } from './workerBody';

const answer = answerRequests(
  createNodePort(),
  (msg) => parentPort?.postMessage(msg),
  () => performance.now(),
);

parentPort?.on('message', (req: WorkerRequest) => answer(req));
