// The one pipeline from scenario text to a trace on screen, used by opening an example and by
// re-running the editor's draft.
import type { Trace } from '../engine/types';
import type { SliceContext } from './sliceContext';

/** Step indices whose outcome differs from the same step (same at, actor, action) of `before`. */
export function changedOutcomes(before: Trace | null, after: Trace): number[] {
  if (!before) return [];
  return after.steps
    .filter((s) => {
      const old = before.steps[s.i];
      return (
        old &&
        old.at === s.at &&
        old.actor === s.actor &&
        old.do === s.do &&
        old.outcome !== s.outcome
      );
    })
    .map((s) => s.i);
}

/**
 * Parses the editor's text and runs it. Invalid text leaves the last trace on screen and puts the
 * issues where the editor shows them; `isCurrent` drops a result a later run has overtaken.
 */
export async function runText(
  ctx: SliceContext,
  isCurrent: () => boolean,
  fresh: boolean,
): Promise<void> {
  const { editor, player } = ctx.get();
  const name = player.selected;
  const file = name === null ? null : ctx.deps.examples.fileOf(name);
  // The parser (yaml + zod) loads on first use, which keeps the first chunk small.
  const { formatIssue, parseScenarioYaml } = await import('../engine');
  if (!isCurrent()) return;
  const parsed = parseScenarioYaml(editor.text, file);
  if (!parsed.ok) {
    ctx.setEditor({ issues: parsed.issues });
    const messages = parsed.issues.map(formatIssue);
    ctx.setPlayer({
      status: player.trace && !fresh ? 'ready' : 'error',
      error: { kind: 'parse', messages },
    });
    return;
  }
  ctx.setEditor({ issues: [], scenario: parsed.scenario });
  ctx.setPlayer({ running: true });
  try {
    const trace = await ctx.deps.run(parsed.scenario);
    if (!isCurrent()) return;
    const previous = fresh ? null : ctx.get().player.trace;
    ctx.setPlayer({
      status: 'ready',
      running: false,
      trace,
      previous,
      changed: changedOutcomes(previous, trace),
      error: null,
    });
  } catch (e) {
    if (!isCurrent()) return;
    const message = e instanceof Error ? e.message : String(e);
    ctx.setPlayer({ status: 'error', running: false, error: { kind: 'run', messages: [message] } });
  }
}
