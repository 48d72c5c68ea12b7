// Shared types of FenceLab. Pure declarations: nothing here may touch the DOM, a worker or a clock.
import type { FindingFacts } from './findings';
import type { IssueFacts } from './issueText';

/**
 * A value SQLite can hold and sql.js can bind or return. An integer that a double holds exactly is
 * a number; a larger one is a bigint, so 64-bit integers stay exact end to end.
 */
export type SqlValue = number | bigint | string | Uint8Array | null;

/** Named parameters, keyed with their prefix (`:job`, `:now`, …). */
export type SqlParams = Record<string, SqlValue>;

/** Built-in actions of the contract. Any other name is a custom action. */
export const BUILTIN_ACTIONS = [
  'claim',
  'renew',
  'read',
  'commit',
  'write',
  'cancel',
  'recover',
  'pause',
  'crash',
] as const;
export type BuiltinAction = (typeof BUILTIN_ACTIONS)[number];

/** Actions that run SQL and have a reference statement. */
export const SQL_ACTIONS = [
  'claim',
  'renew',
  'read',
  'commit',
  'write',
  'cancel',
  'recover',
] as const;
export type SqlAction = (typeof SQL_ACTIONS)[number];

/** The isolation levels a PostgreSQL `begin` may ask for (docs/postgres.md). */
export const ISOLATION_LEVELS = ['read committed', 'repeatable read', 'serializable'] as const;
export type IsolationLevel = (typeof ISOLATION_LEVELS)[number];

export const OUTCOMES = ['granted', 'denied', 'accepted', 'rejected', 'error', 'ok'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** One step of a scenario, as validated. */
export interface Step {
  at: number;
  /** The actor: a worker name, `user` or `scheduler` (the file calls it `worker:`). */
  actor: string;
  do: string;
  /** End of a pause (exclusive); only for `pause`. */
  until?: number;
  expect?: Outcome;
  payload?: string | number;
  key?: string | number;
  /**
   * The token the step presents (bound as :token) instead of the worker's own: another process
   * of the same worker that kept an older token, or none (`null`). The worker's own memory is
   * not changed by it. Absent: the worker's token. Not on a claim, a pause or a crash.
   */
  token?: number | string | null;
  /** Only on a `begin` (PostgreSQL): the transaction's isolation level; absent, the session's default. */
  isolation?: IsolationLevel;
  note?: string;
  /** 1-based line of the step in its source file, when it came from one. */
  line?: number;
}

/** A validated scenario: the contract's file shape with its defaults filled in. */
export interface Scenario {
  title: string;
  ttl: number;
  job: string;
  clockSkew: Record<string, number>;
  /** DDL and seed rows; `undefined` means the standard schema. */
  schema?: string;
  /** Action name -> SQL, as the author wrote it (missing built-ins fall back to reference SQL). */
  sql: Record<string, string>;
  steps: Step[];
  /** The schedule explorer's model (docs/explore.md); absent in most scenarios. */
  explore?: ExploreModel;
  /**
   * What changes on PostgreSQL (docs/postgres.md): its own schema and SQL for some actions, and
   * the differences from SQLite it declares. SQLite ignores it; absent in most scenarios.
   */
  postgres?: PostgresOverrides;
  /**
   * Tables whose rows are never changed or deleted, only added (docs/scenarios.md, `appendOnly:`):
   * immutable versions that readers reach only through a reference a holder moves. The engine
   * refuses an UPDATE or DELETE of them, and a worker's step that only added rows to them is an
   * `orphan-version` warning instead of a violation. Absent (or empty) in most scenarios.
   */
  appendOnly?: string[];
}

/** A scenario's `postgres:` block (docs/postgres.md). */
export interface PostgresOverrides {
  /** Replaces `schema:` on PostgreSQL. */
  schema?: string;
  /** Action name -> SQL, over `sql:` on PostgreSQL. */
  sql: Record<string, string>;
  /** Where the run on PostgreSQL may differ from the one on SQLite, each with its reason. */
  differences: DeclaredDifference[];
}

/** What `lessons:check --engine postgres` compares for each step. */
export const DIFFERENCE_FIELDS = ['outcome', 'token', 'violations', 'warnings', 'error'] as const;
export type DifferenceField = (typeof DIFFERENCE_FIELDS)[number];

/** One declared difference: at a step (its index in run order), in one field, and why. */
export interface DeclaredDifference {
  step: number;
  field: DifferenceField;
  reason: string;
}

/**
 * What the schedule explorer tries every schedule of: each worker's program (its actions in
 * order), how long a worker may stall before each action, and the last tick.
 */
export interface ExploreModel {
  /** Worker name -> its actions in order (SQL actions only: stalls come from the schedule). */
  programs: Record<string, string[]>;
  /**
   * The workers in the order the file lists them, which is the order they are tried in (an
   * object lists integer-like names such as "2" first). Absent: the order of `programs`' keys.
   */
  workers?: string[];
  /** The last tick an action may happen at. */
  horizon: number;
  /** The most ticks a worker may stall before each of its actions. */
  maxPause: number;
  /** The user's actions in order (e.g. `[cancel]`), each done at any tick or never. */
  user: string[];
  /** The scheduler's actions in order (e.g. `[recover]`), each done at any tick or never. */
  scheduler: string[];
  /** The explorer stops, inconclusive, after this many distinct states. */
  maxStates: number;
  /**
   * What the entries of each actor's list bind besides the action (`{ do: save, key: 0 }`), by
   * actor (a worker, `user` or `scheduler`) and then by position in its list; `null`, a missing
   * actor or a missing field: the step's default. Absent when no entry binds anything.
   */
  bindings?: Record<string, (ExploreBinding | null)[]>;
}

/** What one entry of an explorer program binds besides its action (docs/explore.md). */
export interface ExploreBinding {
  /** Bound as :key instead of `<job>:<do>`. */
  key?: string | number;
  /** Bound as :payload instead of `<worker>@<at>`. */
  payload?: string | number;
}

/** Rows of one result set: the first ones (the port caps how many), and how many there were. */
export interface ResultSet {
  columns: string[];
  values: SqlValue[][];
  /** Rows the statement returned; more than `values.length` when the rest were left out. */
  total: number;
}

/** One table at one moment: its first rows (the port caps how many), and how many it has. */
export interface TableSnapshot {
  /** The table's name; a temporary table's has `temp.` before it. */
  name: string;
  columns: string[];
  rows: SqlValue[][];
  /** Rows in the table; more than `rows.length` when the rest were left out. */
  total: number;
}

/** What one atomic run of a step's SQL produced. */
export interface SqlRunResult {
  /** Rows changed, summed over the statements. */
  changes: number;
  /** Result sets of the statements that returned columns, in order. */
  results: ResultSet[];
  /** True when a statement may have changed the set of tables (DDL). */
  schemaChanged: boolean;
}

/** Raised by a port when SQLite rejects a statement; the unit has been rolled back. */
/** Why a step failed, as facts (see StepTrace.errorFacts). */
export type StepErrorFacts =
  | { kind: 'sql'; sqlite: string }
  | { kind: 'time-limit'; ms: number; earlier: boolean }
  | { kind: 'refused'; refusal: IssueFacts | null }
  | { kind: 'token'; token: string };

export interface SqlFailure {
  message: string;
  /** 0-based index of the failing statement within the script, when known. */
  statement: number;
  /** 0-based character offset where the failing statement starts in the script. */
  offset: number;
  /**
   * True when SQLite compiled the statement to something a step may not do (transaction control,
   * ATTACH, DETACH, VACUUM): invalid input, refused before it ran.
   */
  refused?: true;
  /** For a refused statement: what it is, as the facts of an input issue (engine/issueText.ts). */
  refusal?: IssueFacts;
}

/**
 * The engine's only way to reach SQLite. sql.js in-process implements it in Node and
 * inside the browser's Web Worker.
 */
/**
 * What one step needs of a database: run a unit, read the tables, and undo a unit (the kernel
 * wraps a claim in a savepoint, to undo one whose token no resource can compare). The PostgreSQL
 * runner's port is only this (src/pg/resultPort.ts): it hands the kernel what PostgreSQL did.
 */
export interface StepPort {
  /** Run a script of one or more statements as one atomic unit (all or nothing). */
  run(
    sql: string,
    params: SqlParams,
  ): { ok: true; value: SqlRunResult } | { ok: false; error: SqlFailure };
  /**
   * Every table of main, then of temp, whatever its kind, in name order: its first rows (in rowid
   * or key order) and its row count, read from SQLite. Cheap when nothing changed since the last.
   */
  snapshot(): TableSnapshot[];
  /**
   * Opens a savepoint (SQLite's SAVEPOINT; names are plain identifiers). The explorer nests one
   * per step so that each prefix of a schedule runs once.
   */
  savepoint(name: string): void;
  /** Undoes everything since the savepoint, which stays open (SQLite's ROLLBACK TO). */
  rollbackTo(name: string): void;
  /** Closes the savepoint (and any opened after it), keeping its changes (SQLite's RELEASE). */
  release(name: string): void;
}

/** A database a whole run and the explorer drive: a step port that starts over and keys states. */
export interface SqlPort extends StepPort {
  /**
   * Discard everything and start an empty database. `texts`, when given, is every SQL text the
   * run will hand `run` (its schema first): a port may then start the run from the database the
   * same schema left last time, if nothing those texts do could tell the two apart.
   */
  reset(texts?: readonly string[]): void;
  /**
   * Everything in the database that can change a future outcome, as text: the schema of main and
   * temp, every stored table's rows with their rowids, the header fields and the connection
   * settings. Two equal keys mean the same futures (docs/explore.md). Read from SQLite.
   * `rename`, when given, maps every text value first (the explorer's symmetry reduction).
   */
  stateKey(rename?: (text: string) => string): string;
}

/** The oracle's four rules. */
export const VIOLATION_RULES = [
  'stale-write',
  'double-grant',
  'token-regression',
  'write-after-cancel',
] as const;
export type ViolationRule = (typeof VIOLATION_RULES)[number];

export interface Violation {
  rule: ViolationRule;
  /** Index of the offending step in run order. */
  step: number;
  /** In plain English (the CLI's and the JSON's). */
  message: string;
  /** What was found, for wording it in another language (none for a schema failure). */
  facts?: FindingFacts;
}

/** The contract's warnings: allowed by safety, refused by a careful check (never count against `safe`). */
export const WARNING_RULES = ['lapsed-lease', 'orphan-version'] as const;
export type WarningRule = (typeof WARNING_RULES)[number];

export interface Warning {
  rule: WarningRule;
  /** Index of the step in run order. */
  step: number;
  /** In plain English (the CLI's and the JSON's). */
  message: string;
  /** What was found, for wording it in another language. */
  facts?: FindingFacts;
}

/** What one worker believes, from the outcomes it saw. */
export interface Belief {
  /** Token from its last granted claim (null before any). */
  token: SqlValue;
  /** Lease end (database time) as the worker saw it at its last grant or accepted renewal. */
  leaseUntil: number | null;
  /** Tick at which a pause ends, while paused. */
  pausedUntil: number | null;
  crashed: boolean;
}

/** The engine's ground truth of who holds the job. */
export interface Holding {
  worker: string;
  /** The engine's own grant count, 1-based, whatever the token's value. */
  generation: number;
  token: SqlValue;
  grantedAt: number;
  leaseUntil: number;
}

/** Everything that happened at one step, in run order. */
export interface StepTrace {
  /** Index in run order. */
  i: number;
  at: number;
  actor: string;
  do: string;
  line: number | null;
  note: string | null;
  /** Null for `pause` and `crash`. */
  outcome: Outcome | null;
  changes: number;
  /** For a claim, the token it got; otherwise the token the actor presented (`:token`). */
  token: SqlValue;
  expect: Outcome | null;
  met: boolean | null;
  error: string | null;
  /**
   * Why the step ended as an error: SQLite raised (`sql`), the time limit stopped it, the SQL was
   * refused as invalid input (transaction control and the like), or a claim's token was unusable.
   */
  errorKind: 'sql' | 'time-limit' | 'refused' | 'token' | null;
  /**
   * The error as facts, so a page can word it in its own language (src/i18n/stepErrorText.ts):
   * SQLite's own message (`error` as SQLite wrote it), the time limit, the refused statement, or
   * the claim's unusable token. Null when the step did not fail.
   */
  errorFacts: StepErrorFacts | null;
  /** Where the failing statement starts in the action's SQL, for editor markers. */
  errorOffset: number | null;
  /** The action's SQL as written, and with its bound values shown inline. */
  sql: string | null;
  boundSql: string | null;
  params: SqlParams | null;
  results: ResultSet[];
  /** Every table after the step (shared with the previous step when nothing changed). */
  tables: TableSnapshot[];
  violations: Violation[];
  /**
   * Warnings the step caused (the contract's `lapsed-lease`, FenceLab's `orphan-version`); they
   * never make a run unsafe.
   */
  warnings: Warning[];
  /** After the step: each worker's belief and the engine's record of the holder. */
  beliefs: Record<string, Belief>;
  holder: Holding | null;
  /**
   * PostgreSQL only (src/pg, docs/postgres.md): the step did not end at its own tick because its
   * statement waited for a lock another worker's session held (or for the same worker's earlier
   * step, which was waiting). Absent on SQLite, which has one connection and never waits.
   */
  waited?: StepWait;
}

/** How long a step waited, in ticks, and for whom (see StepTrace.waited). */
export interface StepWait {
  /**
   * The tick it stopped waiting at: that of the step whose end released the lock, or of the last
   * step when the time limit stopped it. `at` is where the wait began.
   */
  until: number;
  /** The actors whose sessions held the locks it waited for, in the order first seen. */
  on: string[];
}

/** The whole record of one run: same scenario, same trace, byte for byte. */
export interface Trace {
  title: string;
  ok: boolean;
  safe: boolean;
  /** Every table after the schema, before the first step. */
  initial: TableSnapshot[];
  /** Error raised by the schema itself; no step runs when set. */
  schemaError: string | null;
  /** The schema's error as facts (SQLite's message, or the time limit), for another language. */
  schemaErrorFacts: StepErrorFacts | null;
  steps: StepTrace[];
  violations: Violation[];
  /** Every step's warnings, in run order. */
  warnings: Warning[];
  /** Plain remarks the app should point out that are not violations. */
  notices: string[];
  /** The notices as facts, in the same order: a claim's token that is not a number. */
  noticeFacts: NoticeFacts[];
  /** Set when the run was on PostgreSQL (src/pg); absent on SQLite, the default. */
  engine?: 'postgres';
}

/** A notice's facts (see Trace.notices). */
export type NoticeFacts = { kind: 'token-not-a-number'; token: string };
