// The entries of an explorer program: an action's name, or a mapping that also binds :key or
// :payload (`{ do: save, key: 0 }`). The model keeps the names in `programs` and what the entries
// bind beside them in `bindings`, so code that reads a program as action names still can. Pure.
import { dict, own } from '../names';
import type { ExploreBinding, ExploreModel, Step } from '../types';

/** One entry of an action list, as a file writes it. */
export type ProgramEntry = string | ({ do: string } & ExploreBinding);

/** What an entry binds, or null when it binds nothing (the step's defaults). */
export function bindingOfEntry(entry: ProgramEntry): ExploreBinding | null {
  if (typeof entry === 'string') return null;
  const out: ExploreBinding = {};
  if (entry.key !== undefined) out.key = entry.key;
  if (entry.payload !== undefined) out.payload = entry.payload;
  return out.key === undefined && out.payload === undefined ? null : out;
}

/** The action an entry does. */
export const actionOfEntry = (entry: ProgramEntry): string =>
  typeof entry === 'string' ? entry : entry.do;

/**
 * Every list's actions by name, and what its entries bind (only the actors with an entry that
 * binds something; `undefined` when none does).
 */
export function splitEntries(lists: Iterable<readonly [string, readonly ProgramEntry[]]>): {
  actions: Record<string, string[]>;
  bindings: Record<string, (ExploreBinding | null)[]> | undefined;
} {
  const actions = dict<string[]>();
  const bindings = dict<(ExploreBinding | null)[]>();
  let any = false;
  for (const [actor, entries] of lists) {
    actions[actor] = entries.map(actionOfEntry);
    const bound = entries.map(bindingOfEntry);
    if (bound.some((b) => b !== null)) {
      bindings[actor] = bound;
      any = true;
    }
  }
  return { actions, bindings: any ? bindings : undefined };
}

/** What entry `k` of `actor`'s list binds, or null. */
export function bindingAt(model: ExploreModel, actor: string, k: number): ExploreBinding | null {
  const list = model.bindings ? own(model.bindings, actor) : undefined;
  return list?.[k] ?? null;
}

/** An actor's list as entries: a plain name where nothing is bound, a mapping where something is. */
export function entriesOf(model: ExploreModel, actor: string, actions: readonly string[]) {
  return actions.map((action, k): ProgramEntry => {
    const b = bindingAt(model, actor, k);
    return b ? { do: action, ...b } : action;
  });
}

/** The step an actor takes for one entry: its action at `at`, with the entry's key and payload. */
export function entryStep(
  actor: string,
  action: string,
  binding: ExploreBinding | null,
  at: number,
): Step {
  const step: Step = { at, actor, do: action };
  if (binding?.key !== undefined) step.key = binding.key;
  if (binding?.payload !== undefined) step.payload = binding.payload;
  return step;
}

/**
 * The model's bindings read back from a list of steps' (actor, entry): what `deriveModel` keeps of
 * each step's own `key:` and `payload:`. Lists with nothing bound are left out.
 */
export function bindingsOfSteps(
  lists: Iterable<readonly [string, readonly Step[]]>,
): Record<string, (ExploreBinding | null)[]> | undefined {
  const entries: [string, ProgramEntry[]][] = [];
  for (const [actor, steps] of lists) {
    entries.push([actor, steps.map((s) => ({ do: s.do, key: s.key, payload: s.payload }))]);
  }
  return splitEntries(entries).bindings;
}

const PLAIN = /^[A-Za-z_][\w@./-]*$/;

/** A bound value as the model's one-line description shows it: text quoted unless plain. */
const shown = (v: string | number) =>
  typeof v === 'number' || (PLAIN.test(v) && !Number.isFinite(Number(v)))
    ? String(v)
    : JSON.stringify(v);

/** An entry in one line: `save`, or `{ do: save, key: 0 }`. */
export function describeEntry(action: string, binding: ExploreBinding | null): string {
  if (!binding) return action;
  const parts = [`do: ${action}`];
  if (binding.key !== undefined) parts.push(`key: ${shown(binding.key)}`);
  if (binding.payload !== undefined) parts.push(`payload: ${shown(binding.payload)}`);
  return `{ ${parts.join(', ')} }`;
}
