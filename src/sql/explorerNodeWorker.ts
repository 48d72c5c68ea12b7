// Node worker thread that runs the schedule explorer for the CLI; the CLI terminates it on a runaway.
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { handleExplore } from './explorerBody';
import type { ExploreRequest } from './explorerProtocol';
import { createNodePort } from './nodePort';

const portReady = createNodePort();
parentPort?.on('message', (req: ExploreRequest) => {
  void portReady.then((port) =>
    handleExplore(
      port,
      req,
      (msg) => parentPort?.postMessage(msg),
      () => performance.now(),
    ),
  );
});
