// What is wrong with a scenario file, as facts (a code and its parameters) and its English
// sentence. The facts travel with each input issue so that a page can word it in its own language
// (src/i18n/issueText.ts, catalog part `issue`, whose English must equal this table); the sentence
// is the CLI's, the JSON's and the tests' `message`. Pure.
//
// Parameters are names, numbers, field paths, code or lists of code, never English phrases: a
// case that needs other words has a code of its own. A template holds no literal brace (ICU would
// need '{' for one): an example written in braces is a parameter.

/** The sentence each code stands for; `{name}` is filled from the facts' params. */
export const ISSUE_TEMPLATES = {
  // The shape of a scenario (scenarioSchema.ts, nameRecord.ts, zodIssues.ts).
  mustBeTicks: '{field} must be a whole number of ticks',
  mustBeZeroOrMore: '{field} must be 0 or more',
  mustBeOneOrMore: '{field} must be 1 or more',
  mustBeWholeNumber: '{field} must be a whole number',
  mustBeText: '{field} must be text',
  mustBeTextOrNumber: '{field} must be text or a number',
  mustNotBeEmpty: '{field} must not be empty',
  mustNameActor: '{field} must name an actor',
  mustNameAction: '{field} must name an action',
  mustBeOneOf: '{field} must be one of: {choices}',
  scenarioNotMapping: 'a scenario must be a mapping with title, ttl and steps',
  stepNotMapping: 'a step must be a mapping like {example}',
  stepsNotList: 'steps must be a list of steps',
  skewMustBeTicks: 'a clock skew must be a whole number of ticks',
  clockSkewNotMapping: 'clockSkew must map worker names to ticks, like {example}',
  sqlMustBeText: 'the SQL of an action must be text',
  sqlNotMapping: 'sql must map action names to SQL text',
  exploreNotMapping: 'explore must be a mapping like {example}',
  programsNotMapping: 'programs must map worker names to actions, like {example}',
  programNotList: 'a program must be a list of actions, like {example}',
  actionsNotList: '{field} must be a list of actions, like {example}',
  programNeedsAction: 'a program needs at least one action',
  actionMustBeText: 'an action must be text',
  actionEmpty: 'an action must not be empty',
  entryNotActionOrMapping:
    'an entry of a program is an action or a mapping that binds a key or a payload, like {example}',
  maxStatesCeiling:
    "maxStates must be at most {max}, the explorer's ceiling: lower the horizon or maxPause instead",
  postgresNotMapping: 'postgres must be a mapping like {example}',
  differencesNotList: 'differences must be a list of mappings like {example}',
  differenceNotMapping: 'a difference must be a mapping like {example}',
  reasonOneLine: 'a reason must be one line',
  differenceNoStep: 'step {step} does not exist: the scenario has {count} step(s), numbered from 0',
  differenceTwice: 'step {step} already declares a {field} difference',
  appendOnlyNotList: 'appendOnly must be a list of table names, like {example}',
  tableMustBeText: 'a table name must be text',
  tableEmpty: 'a table name must not be empty',
  unknownField: 'unknown field "{key}"',
  unknownFieldSplit:
    'unknown field "{key}" (a "," inside {braces} or a ": " inside a value starts a new field; put the whole value in quotes)',
  missingField: 'missing required field "{key}"',

  // The contract's rules across fields and steps (scenarioRules.ts, actors.ts).
  runsNoSql: '{action} runs no SQL; remove it from sql:',
  roleOnly: '{action} is done by the actor "{role}", not "{actor}"',
  notAWorker: '"{actor}" is not a worker and cannot {action}',
  notAWorkerChoices:
    '"{actor}" is not a worker and cannot {action}; it may {choices} or run a custom action',
  pauseNeedsUntil: 'a pause needs until: the tick it wakes at',
  untilAfterAt: 'until ({until}) must be after at ({at})',
  untilOnlyPause: 'only a pause has until, not {action}',
  tokenNotPresented:
    'a {action} presents no token: token: is for a step that writes or reads with one (a claim gets its token)',
  noOutcome: 'a {action} has no outcome to expect',
  customNoSql: 'custom action "{action}" has no SQL; add it under sql:',
  unknownActor: 'unknown actor "{actor}": no step has it',
  crashed: '{actor} crashed at t={at} and does nothing afterwards',
  paused: '{actor} is paused from t={from} until t={until}, so it cannot {action} at t={at}',

  // Session actions (docs/postgres.md): a worker's own transaction across steps.
  needsPostgres:
    '{action} needs --engine postgres: SQLite here has one connection, so a worker cannot hold a transaction open from one step to the next',
  beginInTransaction:
    '{actor} already has a transaction open since t={since}, so it cannot begin another at t={at}: end the first one before',
  isolationOnlyBegin: 'only a begin has isolation, not {action}',
  endWithoutBegin: '{actor} has no transaction open at t={at}: an end needs a begin before it',

  // The rules of an explore block (explore/exploreRules.ts).
  programsNeedWorker: 'programs needs at least one worker',
  programPause: 'stalls come from the schedule (maxPause), so a program does not list pause',
  programCrash: 'a worker that stops early is a schedule that runs past the horizon; remove crash',
  programNotWorker: '"{actor}" is not a worker: list its actions under {field}',

  // YAML that does not read as data (yamlSource.ts, yamlBounds.ts). `yamlSyntax` carries the YAML
  // library's error code (`yamlCode`) and its English sentence (`detail`, which other languages
  // do not show); `yamlError` is the library's English for anything FenceLab does not know.
  yamlSyntax: 'YAML syntax error: {detail}',
  yamlIndentedKey:
    'YAML error: line {line} is indented deeper than the keys above it, so its key reads as more of the value on line {valueLine}: line it up with those keys, or quote that value if the colon belongs to it',
  yamlTooDeep: 'YAML error: the YAML is nested more than {max} levels deep',
  yamlAliasLoop: 'YAML error: the alias *{alias} names a node that contains it',
  yamlAliasBomb: "YAML error: the YAML's aliases expand to more than {max} nodes",
  yamlUnknownAlias:
    'YAML error: Unresolved alias (the anchor must be set before the alias): {alias}',
  yamlError: 'YAML error: {detail}',

  // SQL a step may not run (src/sql/statementCheck.ts words it, refusedSql.ts locates it).
  sqlTransaction:
    '"{statement}" is not allowed: each step (and the schema) already runs as one atomic unit, all or nothing, so its SQL may not control the transaction itself. Remove it.',
  sqlVacuum:
    '"{statement}" is not allowed in a scenario: each step (and the schema) already runs as one atomic unit, all or nothing, so its SQL may not control the transaction itself.',
  sqlAttach:
    '"{statement}" is not allowed: a scenario runs on one database, and each step (and the schema) already runs as one atomic unit, all or nothing, so its SQL may not control the transaction itself.',
  sqlRefused: 'this SQL is not allowed in a step',
  sqlSetting:
    '"{statement}" is not allowed: on PostgreSQL a run\'s limits ({setting}) are fixed for its role, and scenario SQL may not change them.',

  // An appendOnly name the schema did not make a table of (engine/appendOnly.ts, after the schema).
  appendOnlyNotTable:
    'appendOnly names "{table}", which is not a table the schema made: list tables of the schema (not views or temporary tables)',
} as const;

export type IssueCode = keyof typeof ISSUE_TEMPLATES;

/** What an issue says, as facts a page can word in its own language. */
export interface IssueFacts {
  code: IssueCode;
  params: Record<string, string | number>;
}

/** The codes, in the table's order. */
export const ISSUE_CODES = Object.keys(ISSUE_TEMPLATES) as IssueCode[];

const PLACEHOLDER = /\{(\w+)\}/g;

/** The facts in one plain English sentence: the template with each `{name}` filled. */
export function issueSentence(facts: IssueFacts): string {
  return ISSUE_TEMPLATES[facts.code].replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(facts.params, name) ? String(facts.params[name]) : whole,
  );
}

/** Facts from a code and its parameters (a fresh object each time: facts are never shared). */
export function issueFacts(code: IssueCode, params: Record<string, string | number> = {}) {
  return { code, params: { ...params } } satisfies IssueFacts;
}

/**
 * `issue` carrying `facts`. The facts are not enumerable, so an issue still compares, prints and
 * serialises as `{ file, line, field, message }` (tests, the CLI's JSON); a copy made by spreading
 * or by JSON has none and is shown in English.
 */
export function withFacts<T extends object>(
  issue: T,
  facts: IssueFacts,
): T & { facts: IssueFacts } {
  Object.defineProperty(issue, 'facts', {
    value: facts,
    enumerable: false,
    writable: true,
    configurable: true,
  });
  return issue as T & { facts: IssueFacts };
}
