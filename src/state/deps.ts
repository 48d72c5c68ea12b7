// What the store needs from the outside world, passed in by src/app so the store stays testable.
import type { StateStorage } from 'zustand/middleware';
import type { ExploreOutcome } from '../engine/explore/explore';
import type { ExploreProgress } from '../engine/explore/explorer';
import type { Scenario, Trace } from '../engine/types';

/** The example scenarios shipped in lessons/scenarios, loaded on demand. */
export interface ExampleSource {
  /** Example names (file name without `.scenario.yaml`), in display order. */
  names: readonly string[];
  /** The YAML text of one example; rejects for an unknown name. */
  load(name: string): Promise<string>;
  /** The path an example's messages name, e.g. `lessons/scenarios/seed-demo.scenario.yaml`. */
  fileOf(name: string): string;
}

export interface StoreDeps {
  examples: ExampleSource;
  /** Runs a validated scenario on the SQL worker (the supervisor in the browser). */
  run(scenario: Scenario): Promise<Trace>;
  /** Where drafts persist: localStorage in the browser, memory in tests. */
  storage: StateStorage;
  /** The schedule explorer on its own worker (see src/sql/explorerClient.ts); absent, it is off. */
  explorer?: ExplorerDep;
  /** The lesson files (lessons/*.lesson.yaml), loaded on demand; absent, there are none. */
  lessons?: LessonSource;
  /** The interview question bank (lessons/questions/*.question.yaml); absent, it is empty. */
  questions?: LessonSource;
  /** The time now, in ms since 1970 (when a lesson was solved, when progress was exported). */
  now?(): number;
}

export interface LessonSource {
  files(): Promise<{ file: string; text: string }[]>;
}

/** What the store needs of the schedule explorer: a search it can cancel. */
export interface ExplorerDep {
  explore(scenario: Scenario, onProgress?: (p: ExploreProgress) => void): Promise<ExploreOutcome>;
  cancel(): void;
}
