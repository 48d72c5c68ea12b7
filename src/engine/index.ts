// The engine's public surface. Pure TypeScript: nothing here touches the DOM, a worker or a clock.
export * from './types';
export { parseScenarioYaml, validateScenario, type ScenarioResult } from './parseScenario';
export {
  formatIssue,
  parseYaml,
  type InputIssue,
  type Locator,
  type FieldPath,
} from './yamlSource';
export {
  runScenario,
  timeLimitMessage,
  DEFAULT_TIME_LIMIT_MS,
  SCHEMA_STEP,
  type RunOptions,
} from './runner';
export { REFERENCE_SQL, STANDARD_SCHEMA, sqlFor } from './referenceSql';
export { runOrder } from './runOrder';
export {
  ACTION_ROLES,
  NON_WORKERS,
  SCHEDULER,
  USER,
  builtinActionsOf,
  isWorker,
  mayDo,
  onlyRoleOf,
  roleOf,
  runsSql,
  type Role,
} from './actors';
export { staleness, type Staleness } from './staleness';
export { scenarioToYaml } from './scenarioYaml';
export { exploreScenario, type Counterexample, type ExploreResult } from './explore/explore';
export type { ExploreProgress, ScheduledAction, SearchOptions } from './explore/explorer';
export { deriveModel, describeModel, modelOf } from './explore/model';
export type { Reduction, SymmetryBlock } from './explore/reduction';
