// The modules the store loads when first needed, in one table. Each is code the first page does
// not fetch (the parser, the checker, the link codecs…); the table is where that choice is made
// and seen. Every module loads once; after that `now` has it, for an action that must change
// state in the same event as a keystroke (a controlled editor loses its caret otherwise).
import { lazyModule, type LazyModule } from './lazyModule';

const TABLE = {
  engine: () => import('../engine'),
  parseScenario: () => import('../engine/parseScenario'),
  scenarioYaml: () => import('../engine/scenarioYaml'),
  drillGenerator: () => import('../engine/drillGenerator'),
  drillTruth: () => import('../engine/drillTruth'),
  systemDrill: () => import('../content/practice/systemDrill'),
  generate: () => import('../engine/differ/generate'),
  lesson: () => import('../content/lessons/lesson'),
  question: () => import('../content/practice/question'),
  lessonCheck: () => import('../content/check/lessonCheck'),
  exerciseCheck: () => import('../content/check/exerciseCheck'),
  exerciseLink: () => import('../content/links/exerciseLink'),
  shareLink: () => import('../content/links/shareLink'),
  linkChecks: () => import('../content/links/linkChecks'),
  mutants: () => import('../content/check/mutants'),
  reviewCards: () => import('../content/practice/reviewCards'),
  fsrsGrade: () => import('../content/practice/fsrsGrade'),
  scenarioText: () => import('../content/studio/scenarioText'),
  studioYaml: () => import('../content/studio/studioYaml'),
  explorerText: () => import('../i18n/explorerText'),
  exploreEstimate: () => import('./exploreEstimate'),
  linkText: () => import('../i18n/linkText'),
};

export type ModuleName = keyof typeof TABLE;
export type ModuleOf<N extends ModuleName> = Awaited<ReturnType<(typeof TABLE)[N]>>;

/** What StoreDeps.modules gives: each module of the table, loaded once. */
export interface ModuleLoader {
  load<N extends ModuleName>(name: N): Promise<ModuleOf<N>>;
  /** The module if it has loaded, else undefined. */
  now<N extends ModuleName>(name: N): ModuleOf<N> | undefined;
}

/**
 * The app's loader. `wrap`, for tests, stands between a load and its module (to hold one back
 * and see what a superseded call does meanwhile).
 */
export function moduleLoader(
  wrap: <T>(name: ModuleName, load: () => Promise<T>) => Promise<T> = (_, load) => load(),
): ModuleLoader {
  const loaded = new Map<ModuleName, LazyModule<unknown>>();
  const entry = <N extends ModuleName>(name: N) => {
    let m = loaded.get(name);
    if (!m) {
      m = lazyModule(() => wrap(name, TABLE[name] as () => Promise<unknown>));
      loaded.set(name, m);
    }
    return m as LazyModule<ModuleOf<N>>;
  };
  return {
    load: (name) => entry(name).load(),
    now: (name) => entry(name).now,
  };
}
