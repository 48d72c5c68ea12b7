// The player slice: which example is open, its trace, and whether it is still loading or failed.
import type { Trace } from '../engine/types';
import type { StoreDeps } from './deps';

export type PlayerStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Why an example could not be shown; `messages` are ready for display, one per line. */
export interface PlayerError {
  kind: 'not-found' | 'parse' | 'run';
  messages: string[];
}

export interface PlayerState {
  /** Every example the picker offers. */
  examples: readonly string[];
  /** The example asked for (it may not exist: see `error`). */
  selected: string | null;
  status: PlayerStatus;
  trace: Trace | null;
  error: PlayerError | null;
}

export interface PlayerActions {
  /** Loads, validates and runs one example; a later call wins over one still in flight. */
  openExample(name: string): Promise<void>;
}

type SetPlayer = (patch: Partial<PlayerState>) => void;

export function initialPlayer(deps: StoreDeps): PlayerState {
  return {
    examples: deps.examples.names,
    selected: null,
    status: 'idle',
    trace: null,
    error: null,
  };
}

export function playerActions(setPlayer: SetPlayer, deps: StoreDeps): PlayerActions {
  let latest = 0;
  return {
    async openExample(name) {
      const ticket = ++latest;
      const settle = (patch: Partial<PlayerState>) => {
        if (ticket === latest) setPlayer(patch);
      };
      setPlayer({ selected: name, status: 'loading', trace: null, error: null });
      if (!deps.examples.names.includes(name)) {
        const known = deps.examples.names.join(', ');
        const message = `There is no example named "${name}". Examples: ${known}.`;
        return settle({ status: 'error', error: { kind: 'not-found', messages: [message] } });
      }
      try {
        // The parser (yaml + zod) loads on first use, which keeps the first chunk small.
        const [text, { formatIssue, parseScenarioYaml }] = await Promise.all([
          deps.examples.load(name),
          import('../engine'),
        ]);
        const parsed = parseScenarioYaml(text, deps.examples.fileOf(name));
        if (!parsed.ok) {
          const messages = parsed.issues.map(formatIssue);
          return settle({ status: 'error', error: { kind: 'parse', messages } });
        }
        const trace = await deps.run(parsed.scenario);
        settle({ status: 'ready', trace });
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        settle({ status: 'error', error: { kind: 'run', messages: [message] } });
      }
    },
  };
}
