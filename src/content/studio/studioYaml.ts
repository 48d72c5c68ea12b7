// The studio's model to and from scenario YAML, through the engine's own parser and writer, so
// the text beside the lanes gets the same located messages as the CLI.
import { NON_WORKERS, isWorker } from '../../engine/actors';
import { parseScenarioYaml } from '../../engine/parseScenario';
import { scenarioToYaml } from '../../engine/scenarioYaml';
import type { InputIssue } from '../../engine/yamlSource';
import { keepWritten } from './keptText';
import { modelOf, scenarioOfModel, type StudioModel } from './studioModel';

export type ModelResult = { ok: true; model: StudioModel } | { ok: false; issues: InputIssue[] };

/** Scenario YAML to a studio model, or the validator's issues (file, line, field, message). */
export function fromYaml(text: string, file: string | null = null): ModelResult {
  const r = parseScenarioYaml(text, file);
  return r.ok ? { ok: true, model: modelOf(r.scenario) } : r;
}

/** The model as contract YAML: block literals for SQL, one flow mapping per step. */
export function toYaml(model: StudioModel): string {
  return scenarioToYaml(scenarioOfModel(model));
}

/**
 * The model's YAML written into the author's text (`written`): their comments and layout kept
 * wherever the edit leaves the nodes they stand by (keptText.ts); the model's own YAML when that
 * cannot be done.
 */
export function toYamlKeeping(written: string, model: StudioModel): string {
  const generated = toYaml(model);
  return keepWritten(written, generated, (out) => {
    const r = fromYaml(out);
    return r.ok && toYaml(r.model) === generated;
  });
}

/**
 * A text edit brought into a model, keeping lanes that have no step yet and the ids of steps that
 * kept their place, actor and action (so a selection survives typing).
 */
export function mergeText(prev: StudioModel, next: StudioModel): StudioModel {
  let n = prev.nextId;
  const steps = next.steps.map((s, i) => {
    const old = prev.steps[i];
    return { ...s, id: old && old.actor === s.actor && old.do === s.do ? old.id : `s${n++}` };
  });
  const workers = next.actors.filter(isWorker);
  const kept = prev.actors.filter((a) => isWorker(a) && !workers.includes(a));
  return { ...next, actors: [...workers, ...kept, ...NON_WORKERS], steps, nextId: n };
}
