// The playground slice's state: which example or share link the playground shows.
// Every page carries it (the store starts with it); the actions load with the pages that use them.
import type { StoreDeps } from './deps';
import type { TraceSource } from './traceSource';

export interface PlaygroundState {
  /** Every example the picker offers. */
  examples: readonly string[];
  /** What the playground shows: an example by name, a share link, or nothing yet. */
  open: TraceSource | null;
}

export function initialPlayground(deps: StoreDeps): PlaygroundState {
  return { examples: deps.examples.names, open: null };
}
