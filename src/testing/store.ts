// Stores for the state layer's tests: examples from a map of texts, a trace that is only a title,
// storage in memory. Never imported by the app.
import type { Scenario, Trace } from '../engine/types';
import type { ExampleSource, StoreDeps } from '../state/deps';
import { memoryStorage } from '../state/memoryStorage';
import { createAppStore } from '../state/store';

/** Examples read from a map of name → YAML text, with the paths the app gives them. */
export function examplesOf(files: Record<string, string>): ExampleSource {
  return {
    names: Object.keys(files),
    load: (name) =>
      Object.hasOwn(files, name)
        ? Promise.resolve(files[name] ?? '')
        : Promise.reject(new Error(`no example ${name}`)),
    fileOf: (name) => `lessons/scenarios/${name}.scenario.yaml`,
  };
}

/** A trace with the scenario's title and nothing in it: enough for tests of the state layer. */
export function emptyTrace(scenario: Pick<Scenario, 'title'>): Trace {
  return {
    title: scenario.title,
    ok: true,
    safe: true,
    initial: [],
    schemaError: null,
    schemaErrorFacts: null,
    steps: [],
    violations: [],
    warnings: [],
    notices: [],
    noticeFacts: [],
  };
}

/** A store's deps whose runs return empty traces, over the given examples (override any). */
export function testDeps(files: Record<string, string>, deps: Partial<StoreDeps> = {}): StoreDeps {
  return {
    examples: examplesOf(files),
    run: (s) => Promise.resolve(emptyTrace(s)),
    storage: memoryStorage(),
    ...deps,
  };
}

/** A store whose runs return empty traces, over the given examples (override any dependency). */
export function testStore(files: Record<string, string>, deps: Partial<StoreDeps> = {}) {
  return createAppStore(testDeps(files, deps));
}
