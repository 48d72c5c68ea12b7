// The editor's text parsed ahead, in idle time after an edit, so that a run can go to the worker
// as soon as it is asked for instead of parsing first (about 1.5 ms of a re-run on a slow
// machine, on the path from Ctrl+Enter to the timeline).
import type { ScenarioResult } from '../engine/parseScenario';
import type { WiredDeps } from './deps';

export interface ParseAhead {
  /** Asks for this text to be parsed when the page is next idle, if the parser has loaded. */
  schedule(text: string, file: string | null): void;
  /** The result for exactly this text and file, when it was parsed ahead; else null. */
  take(text: string, file: string | null): ScenarioResult | null;
}

export function parseAhead(deps: Pick<WiredDeps, 'modules' | 'whenIdle'>): ParseAhead {
  let cancel: (() => void) | null = null;
  let kept: { text: string; file: string | null; result: ScenarioResult } | null = null;
  return {
    schedule(text, file) {
      cancel?.();
      cancel = null;
      if (!deps.whenIdle) return;
      cancel = deps.whenIdle(() => {
        cancel = null;
        // Not loaded yet (no run so far): the run loads the parser, and parses then.
        const engine = deps.modules.now('engine');
        if (engine) kept = { text, file, result: engine.parseScenarioYaml(text, file) };
      });
    },
    take(text, file) {
      return kept !== null && kept.text === text && kept.file === file ? kept.result : null;
    },
  };
}
