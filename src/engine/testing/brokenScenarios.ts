// Scenario files that do not load, one or more for every kind of problem a scenario can have,
// with the issues each gives as the CLI prints them (file:line: field: message). For the tests of
// issue wording (engine/issueText.test.ts, i18n/issueText.test.ts). Pure data.
import { MAX_STATES_CEILING } from '../explore/limits';
import { MAX_YAML_DEPTH, MAX_YAML_NODES } from '../yamlBounds';

export interface BrokenScenario {
  name: string;
  yaml: string;
  /** The issues, formatted (the YAML library's own words included, as yaml 2.9 writes them). */
  issues: string[];
}

const head = 'title: T\nttl: 5\n';
const step = '  - { at: 0, worker: A, do: claim }\n';
const explore = (block: string) => `${head}steps: []\nexplore:\n${block}`;

/** A billion laughs: each level names the one before ten times, nine levels deep. */
const LAUGHS = [
  'a: &a ["lol"]',
  ...Array.from({ length: 9 }, (_, k) => {
    const prev = String.fromCharCode(97 + k);
    const name = String.fromCharCode(98 + k);
    return `${name}: &${name} [${Array(10).fill(`*${prev}`).join(', ')}]`;
  }),
].join('\n');

export const BROKEN_SCENARIOS: BrokenScenario[] = [
  {
    name: 'a missing title',
    yaml: 'ttl: 5\nsteps: []\n',
    issues: ['bad.scenario.yaml:1: title: missing required field "title"'],
  },
  {
    name: 'a missing ttl and steps',
    yaml: 'title: T\n',
    issues: [
      'bad.scenario.yaml:1: ttl: missing required field "ttl"',
      'bad.scenario.yaml:1: steps: missing required field "steps"',
    ],
  },
  {
    name: 'a missing field of a step',
    yaml: `${head}steps:\n${step}  - { worker: B, do: claim }\n`,
    issues: ['bad.scenario.yaml:5: steps[1].at: missing required field "at"'],
  },
  {
    name: 'a tick that is not a number',
    yaml: `${head}steps:\n  - at: soon\n    worker: A\n    do: claim\n`,
    issues: ['bad.scenario.yaml:4: steps[0].at: at must be a whole number of ticks'],
  },
  {
    name: 'a ttl that is not whole',
    yaml: `title: T\nttl: 1.5\nsteps: []\n`,
    issues: ['bad.scenario.yaml:2: ttl: ttl must be a whole number of ticks'],
  },
  {
    name: 'a ttl below 1, an empty title, a negative tick',
    yaml: `title: ""\nttl: 0\nsteps:\n  - { at: -1, worker: A, do: claim }\n`,
    issues: [
      'bad.scenario.yaml:1: title: title must not be empty',
      'bad.scenario.yaml:2: ttl: ttl must be 1 or more',
      'bad.scenario.yaml:4: steps[0].at: at must be 0 or more',
    ],
  },
  {
    name: 'a title that is a number',
    yaml: `title: 5\nttl: 5\nsteps: []\n`,
    issues: ['bad.scenario.yaml:1: title: title must be text'],
  },
  {
    name: 'a note, payload and key of the wrong kind',
    yaml: `${head}steps:\n  - { at: 0, worker: A, do: claim, note: [1], payload: [1], key: { a: 1 } }\n`,
    issues: [
      'bad.scenario.yaml:4: steps[0].payload: payload must be text or a number',
      'bad.scenario.yaml:4: steps[0].key: key must be text or a number',
      'bad.scenario.yaml:4: steps[0].note: note must be text',
    ],
  },
  {
    name: 'an empty worker and action',
    yaml: `${head}steps:\n  - { at: 0, worker: "", do: "" }\n`,
    issues: [
      'bad.scenario.yaml:4: steps[0].worker: worker must name an actor',
      'bad.scenario.yaml:4: steps[0].do: do must name an action',
    ],
  },
  {
    name: 'a worker that is a list',
    yaml: `${head}steps:\n  - { at: 0, worker: [A], do: claim }\n`,
    issues: ['bad.scenario.yaml:4: steps[0].worker: worker must be text'],
  },
  {
    name: 'an expect that is not an outcome',
    yaml: `${head}steps:\n  - { at: 0, worker: A, do: claim, expect: yes }\n`,
    issues: [
      'bad.scenario.yaml:4: steps[0].expect: expect must be one of: granted, denied, accepted, rejected, error, ok',
    ],
  },
  {
    name: 'an unknown field',
    yaml: `${head}steps:\n  - { at: 0, worker: A, do: claim, expcet: granted }\n`,
    issues: ['bad.scenario.yaml:4: steps[0].expcet: unknown field "expcet"'],
  },
  {
    name: 'a comma in an unquoted value',
    yaml: `${head}steps:\n  - { at: 0, worker: A, do: claim, note: A wakes, too late }\n`,
    issues: [
      'bad.scenario.yaml:4: steps[0].too late: unknown field "too late" (a "," inside { } or a ": " inside a value starts a new field; put the whole value in quotes)',
    ],
  },
  {
    name: 'an unknown top-level field',
    yaml: `${head}stpes: []\nsteps: []\n`,
    issues: ['bad.scenario.yaml:3: stpes: unknown field "stpes"'],
  },
  {
    name: 'a scenario that is a list',
    yaml: '- just\n- a list\n',
    issues: [
      'bad.scenario.yaml:1: (top level): a scenario must be a mapping with title, ttl and steps',
    ],
  },
  {
    name: 'an empty file',
    yaml: '',
    issues: [
      'bad.scenario.yaml:1: (top level): a scenario must be a mapping with title, ttl and steps',
    ],
  },
  {
    name: 'a step that is a number',
    yaml: `${head}steps:\n  - 5\n`,
    issues: [
      'bad.scenario.yaml:4: steps[0]: a step must be a mapping like { at: 0, worker: A, do: claim }',
    ],
  },
  {
    name: 'steps that are not a list',
    yaml: `${head}steps: 5\n`,
    issues: ['bad.scenario.yaml:3: steps: steps must be a list of steps'],
  },
  {
    name: 'an empty job',
    yaml: `${head}job: ""\nsteps: []\n`,
    issues: ['bad.scenario.yaml:3: job: job must not be empty'],
  },
  {
    name: 'a job that is a list',
    yaml: `${head}job: [1]\nsteps: []\n`,
    issues: ['bad.scenario.yaml:3: job: job must be text'],
  },
  {
    name: 'a clock skew that is not a number',
    yaml: `${head}clockSkew: { A: soon }\nsteps:\n${step}`,
    issues: ['bad.scenario.yaml:3: clockSkew.A: a clock skew must be a whole number of ticks'],
  },
  {
    name: 'clockSkew that is not a mapping',
    yaml: `${head}clockSkew: 5\nsteps:\n${step}`,
    issues: [
      'bad.scenario.yaml:3: clockSkew: clockSkew must map worker names to ticks, like { A: -3 }',
    ],
  },
  {
    name: 'SQL that is not text',
    yaml: `${head}sql:\n  claim: 5\nsteps:\n${step}`,
    issues: ['bad.scenario.yaml:4: sql.claim: the SQL of an action must be text'],
  },
  {
    name: 'sql that is not a mapping',
    yaml: `${head}sql: [1]\nsteps:\n${step}`,
    issues: ['bad.scenario.yaml:3: sql: sql must map action names to SQL text'],
  },
  {
    name: 'a schema that is not text',
    yaml: `${head}schema: [1]\nsteps: []\n`,
    issues: ['bad.scenario.yaml:3: schema: schema must be text'],
  },
  {
    name: 'a step of a paused worker',
    yaml: `${head}steps:\n${step}  - { at: 1, worker: A, do: pause, until: 7 }\n  - { at: 4, worker: A, do: commit }\n`,
    issues: [
      'bad.scenario.yaml:6: steps[2]: A is paused from t=1 until t=7, so it cannot commit at t=4',
    ],
  },
  {
    name: 'steps of a crashed worker',
    yaml: `${head}steps:\n  - { at: 2, worker: A, do: crash }\n  - { at: 2, worker: A, do: commit }\n  - { at: 9, worker: A, do: claim }\n`,
    issues: [
      'bad.scenario.yaml:5: steps[1]: A crashed at t=2 and does nothing afterwards',
      'bad.scenario.yaml:6: steps[2]: A crashed at t=2 and does nothing afterwards',
    ],
  },
  {
    name: 'a transaction held across steps, on SQLite',
    yaml: `${head}steps:\n  - { at: 0, worker: A, do: begin }\n${step}  - { at: 1, worker: A, do: end }\n`,
    issues: [
      'bad.scenario.yaml:4: steps[0].do: begin needs --engine postgres: SQLite here has one connection, so a worker cannot hold a transaction open from one step to the next',
      'bad.scenario.yaml:6: steps[2].do: end needs --engine postgres: SQLite here has one connection, so a worker cannot hold a transaction open from one step to the next',
    ],
  },
  {
    name: 'a begin inside an open transaction, an end without one, and an isolation on a claim',
    yaml: `${head}steps:\n  - { at: 0, worker: A, do: begin }\n  - { at: 1, worker: A, do: begin }\n  - { at: 2, worker: B, do: end }\n  - { at: 3, worker: user, do: begin }\n  - { at: 4, worker: C, do: claim, isolation: serializable }\n`,
    issues: [
      'bad.scenario.yaml:4: steps[0].do: begin needs --engine postgres: SQLite here has one connection, so a worker cannot hold a transaction open from one step to the next',
      'bad.scenario.yaml:5: steps[1].do: begin needs --engine postgres: SQLite here has one connection, so a worker cannot hold a transaction open from one step to the next',
      'bad.scenario.yaml:6: steps[2].do: end needs --engine postgres: SQLite here has one connection, so a worker cannot hold a transaction open from one step to the next',
      'bad.scenario.yaml:7: steps[3].do: begin needs --engine postgres: SQLite here has one connection, so a worker cannot hold a transaction open from one step to the next',
      'bad.scenario.yaml:8: steps[4].isolation: only a begin has isolation, not claim',
      'bad.scenario.yaml:5: steps[1]: A already has a transaction open since t=0, so it cannot begin another at t=1: end the first one before',
      'bad.scenario.yaml:6: steps[2]: B has no transaction open at t=2: an end needs a begin before it',
    ],
  },
  {
    name: 'an unknown actor in clockSkew',
    yaml: `${head}clockSkew: { Z: 2 }\nsteps:\n${step}`,
    issues: ['bad.scenario.yaml:3: clockSkew.Z: unknown actor "Z": no step has it'],
  },
  {
    name: 'actors doing what their role does not allow',
    yaml: `${head}steps:\n  - { at: 0, worker: user, do: claim }\n  - { at: 1, worker: A, do: cancel }\n  - { at: 2, worker: user, do: recover }\n  - { at: 3, worker: scheduler, do: write }\n`,
    issues: [
      'bad.scenario.yaml:4: steps[0].worker: "user" is not a worker and cannot claim; it may cancel, read or run a custom action',
      'bad.scenario.yaml:5: steps[1].worker: cancel is done by the actor "user", not "A"',
      'bad.scenario.yaml:6: steps[2].worker: recover is done by the actor "scheduler", not "user"',
      'bad.scenario.yaml:7: steps[3].worker: "scheduler" is not a worker and cannot write; it may recover, read or run a custom action',
    ],
  },
  {
    name: 'a custom action with no SQL',
    yaml: `${head}steps:\n  - { at: 0, worker: A, do: audit }\n`,
    issues: [
      'bad.scenario.yaml:4: steps[0].do: custom action "audit" has no SQL; add it under sql:',
    ],
  },
  {
    name: 'an action named constructor with no SQL',
    yaml: `${head}steps:\n  - { at: 0, worker: A, do: constructor }\n`,
    issues: [
      'bad.scenario.yaml:4: steps[0].do: custom action "constructor" has no SQL; add it under sql:',
    ],
  },
  {
    name: 'pauses with a wrong until',
    yaml: `${head}steps:\n  - { at: 0, worker: A, do: pause }\n  - { at: 3, worker: B, do: pause, until: 3 }\n  - { at: 4, worker: C, do: claim, until: 9 }\n`,
    issues: [
      'bad.scenario.yaml:4: steps[0]: a pause needs until: the tick it wakes at',
      'bad.scenario.yaml:5: steps[1].until: until (3) must be after at (3)',
      'bad.scenario.yaml:6: steps[2].until: only a pause has until, not claim',
    ],
  },
  {
    name: 'an expect on a step with no outcome',
    yaml: `${head}steps:\n  - { at: 0, worker: A, do: crash, expect: ok }\n`,
    issues: ['bad.scenario.yaml:4: steps[0].expect: a crash has no outcome to expect'],
  },
  {
    name: 'a token presented by a claim',
    yaml: `${head}steps:\n  - { at: 0, worker: A, do: claim, token: 1 }\n`,
    issues: [
      'bad.scenario.yaml:4: steps[0].token: a claim presents no token: token: is for a step that writes or reads with one (a claim gets its token)',
    ],
  },
  {
    name: 'SQL for an action that runs none',
    yaml: `${head}sql:\n  pause: SELECT 1\nsteps: []\n`,
    issues: ['bad.scenario.yaml:4: sql.pause: pause runs no SQL; remove it from sql:'],
  },
  {
    name: 'explore that is not a mapping',
    yaml: explore('  5\n'),
    issues: [
      'bad.scenario.yaml:4: explore: explore must be a mapping like { programs: { A: [claim, commit] }, horizon: 12 }',
    ],
  },
  {
    name: 'a horizon that is not a number',
    yaml: explore('  programs: { A: [claim] }\n  horizon: soon\n  maxPause: -1\n'),
    issues: [
      'bad.scenario.yaml:6: explore.horizon: horizon must be a whole number of ticks',
      'bad.scenario.yaml:7: explore.maxPause: maxPause must be 0 or more',
    ],
  },
  {
    name: 'programs that are not a mapping',
    yaml: explore('  programs: 5\n  horizon: 3\n  maxPause: 1\n'),
    issues: [
      'bad.scenario.yaml:5: explore.programs: programs must map worker names to actions, like { A: [claim, write, commit] }',
    ],
  },
  {
    name: 'a program that is not a list',
    yaml: explore('  programs: { A: 5 }\n  horizon: 3\n  maxPause: 1\n'),
    issues: [
      'bad.scenario.yaml:5: explore.programs.A: a program must be a list of actions, like [claim, write, commit]',
    ],
  },
  {
    name: 'a program with no action, an unknown field',
    yaml: `${head}steps: []\nexplore: { programs: { A: [] }, horizon: 1, maxPause: 1, maxPuase: 2 }\n`,
    issues: [
      'bad.scenario.yaml:4: explore.programs.A: a program needs at least one action',
      'bad.scenario.yaml:4: explore.maxPuase: unknown field "maxPuase"',
    ],
  },
  {
    name: 'actions that are not text or empty',
    yaml: explore('  programs: { A: [5, ""] }\n  horizon: 3\n  maxPause: 1\n  user: 5\n'),
    issues: [
      'bad.scenario.yaml:5: explore.programs.A[0]: an action must be text',
      'bad.scenario.yaml:5: explore.programs.A[1]: an action must not be empty',
      'bad.scenario.yaml:8: explore.user: user must be a list of actions, like [claim, write, commit]',
    ],
  },
  {
    name: 'program entries that bind badly',
    yaml: explore(
      '  programs:\n    A: [claim, [commit], { do: commit, kee: 0 }, { key: 1 }, { do: commit, payload: [1] }]\n  horizon: 3\n  maxPause: 1\n  user: [{ do: cancel, key: true }]\n',
    ),
    issues: [
      'bad.scenario.yaml:6: explore.programs.A[1]: an entry of a program is an action or a mapping that binds a key or a payload, like { do: save, key: 0 }',
      'bad.scenario.yaml:6: explore.programs.A[2].kee: unknown field "kee"',
      'bad.scenario.yaml:6: explore.programs.A[3].do: missing required field "do"',
      'bad.scenario.yaml:6: explore.programs.A[4].payload: payload must be text or a number',
      'bad.scenario.yaml:9: explore.user[0].key: key must be text or a number',
    ],
  },
  {
    name: 'a bound entry with an action no actor of its list may take',
    yaml: explore(
      '  programs: { A: [claim, { do: pause, key: 1 }, { do: cancel, payload: x }] }\n  horizon: 3\n  maxPause: 1\n',
    ),
    issues: [
      'bad.scenario.yaml:5: explore.programs.A[1]: stalls come from the schedule (maxPause), so a program does not list pause',
      'bad.scenario.yaml:5: explore.programs.A[2]: cancel is done by the actor "user", not "A"',
    ],
  },
  {
    name: 'a maxStates that is not a whole number',
    yaml: explore('  programs: { A: [claim] }\n  horizon: 3\n  maxPause: 1\n  maxStates: 2.5\n'),
    issues: ['bad.scenario.yaml:8: explore.maxStates: maxStates must be a whole number'],
  },
  {
    name: 'a maxStates of 0',
    yaml: explore('  programs: { A: [claim] }\n  horizon: 3\n  maxPause: 1\n  maxStates: 0\n'),
    issues: ['bad.scenario.yaml:8: explore.maxStates: maxStates must be 1 or more'],
  },
  {
    name: 'a maxStates above the ceiling',
    yaml: explore(
      `  programs: { A: [claim] }\n  horizon: 3\n  maxPause: 1\n  maxStates: ${MAX_STATES_CEILING * 3}\n`,
    ),
    issues: [
      `bad.scenario.yaml:8: explore.maxStates: maxStates must be at most ${MAX_STATES_CEILING}, the explorer's ceiling: lower the horizon or maxPause instead`,
    ],
  },
  {
    name: 'stalls in programs, roles with their actors',
    yaml: explore(
      '  programs: { A: [claim, pause, cancel], user: [read] }\n  horizon: 4\n  maxPause: 1\n  user: [claim]\n  scheduler: [recover, crash]\n',
    ),
    issues: [
      'bad.scenario.yaml:5: explore.programs.A[1]: stalls come from the schedule (maxPause), so a program does not list pause',
      'bad.scenario.yaml:5: explore.programs.A[2]: cancel is done by the actor "user", not "A"',
      'bad.scenario.yaml:5: explore.programs.user: "user" is not a worker: list its actions under explore.user',
      'bad.scenario.yaml:8: explore.user[0]: "user" is not a worker and cannot claim',
      'bad.scenario.yaml:9: explore.scheduler[1]: a worker that stops early is a schedule that runs past the horizon; remove crash',
    ],
  },
  {
    name: 'a custom action in a program with no SQL',
    yaml: explore('  programs: { A: [charge] }\n  horizon: 2\n  maxPause: 1\n'),
    issues: [
      'bad.scenario.yaml:5: explore.programs.A[0]: custom action "charge" has no SQL; add it under sql:',
    ],
  },
  {
    name: 'programs with no worker',
    yaml: explore('  programs: {}\n  horizon: 2\n  maxPause: 1\n'),
    issues: ['bad.scenario.yaml:5: explore.programs: programs needs at least one worker'],
  },
  {
    name: 'an unclosed flow mapping',
    yaml: `${head}steps:\n  - { at: 0, worker: A, do: claim\n  - x\n`,
    issues: [
      'bad.scenario.yaml:5: (yaml): YAML syntax error: Flow map in block collection must be sufficiently indented and end with a }',
    ],
  },
  {
    name: 'a duplicate key',
    yaml: 'title: T\nttl: 5\nttl: 6\nsteps: []\n',
    issues: ['bad.scenario.yaml:3: (yaml): YAML syntax error: Map keys must be unique'],
  },
  {
    name: 'a tab as indentation',
    yaml: `${head}steps:\n\t- { at: 0, worker: A, do: claim }\n`,
    issues: ['bad.scenario.yaml:4: (yaml): YAML syntax error: Tabs are not allowed as indentation'],
  },
  {
    name: 'a bad indentation',
    yaml: `${head}steps:\n  - at: 0\n     worker: A\n`,
    issues: [
      'bad.scenario.yaml:5: (yaml): YAML error: line 5 is indented deeper than the keys above it, so its key reads as more of the value on line 4: line it up with those keys, or quote that value if the colon belongs to it',
    ],
  },
  {
    name: 'a multi-line implicit key',
    yaml: `${head}steps\n  - x\n`,
    issues: [
      'bad.scenario.yaml:3: (yaml): YAML syntax error: Implicit keys need to be on a single line',
      'bad.scenario.yaml:3: (yaml): YAML syntax error: Implicit map keys need to be followed by map values',
    ],
  },
  {
    name: 'a plain value starting with @',
    yaml: `${head}note: @home\nsteps: []\n`,
    issues: [
      'bad.scenario.yaml:3: (yaml): YAML syntax error: Plain value cannot start with reserved character @',
    ],
  },
  {
    name: 'a missing closing quote',
    yaml: `ttl: 5\ntitle: "T\nsteps: []\n`,
    issues: ['bad.scenario.yaml:4: (yaml): YAML syntax error: Missing closing "quote'],
  },
  {
    name: 'an unexpected token',
    yaml: `${head}steps: ]\n`,
    issues: [
      'bad.scenario.yaml:3: (yaml): YAML syntax error: Unexpected flow-seq-end token in YAML stream: "]"',
    ],
  },
  {
    name: 'a block as an implicit key',
    yaml: `? - a\n: b\n- c\n`,
    issues: [
      'bad.scenario.yaml:3: (yaml): YAML syntax error: A block sequence may not be used as an implicit map key',
      'bad.scenario.yaml:3: (yaml): YAML syntax error: Implicit keys need to be on a single line',
      'bad.scenario.yaml:3: (yaml): YAML syntax error: Implicit map keys need to be followed by map values',
    ],
  },
  {
    name: 'a second document',
    yaml: 'a: 1\n---\nb: 2\n',
    issues: [
      'bad.scenario.yaml:2: (yaml): YAML syntax error: Source contains multiple documents; please use YAML.parseAllDocuments()',
    ],
  },
  {
    name: 'an alias with no anchor',
    yaml: 'a: *nope\n',
    issues: [
      'bad.scenario.yaml:1: (yaml): YAML error: Unresolved alias (the anchor must be set before the alias): nope',
    ],
  },
  {
    name: 'an alias that names the node containing it',
    yaml: 'a: 1\nb: &x\n  - 1\n  - *x\n',
    issues: ['bad.scenario.yaml:4: (yaml): YAML error: the alias *x names a node that contains it'],
  },
  {
    name: 'a billion laughs',
    yaml: LAUGHS,
    issues: [
      `bad.scenario.yaml:6: (yaml): YAML error: the YAML's aliases expand to more than ${MAX_YAML_NODES} nodes`,
    ],
  },
  {
    name: 'nesting too deep',
    yaml: `a: 1\nb: ${'['.repeat(MAX_YAML_DEPTH * 2)}${']'.repeat(MAX_YAML_DEPTH * 2)}\n`,
    issues: [
      `bad.scenario.yaml:2: (yaml): YAML error: the YAML is nested more than ${MAX_YAML_DEPTH} levels deep`,
    ],
  },
  {
    name: 'appendOnly that is not a list',
    yaml: `${head}steps: []\nappendOnly: objects\n`,
    issues: [
      'bad.scenario.yaml:4: appendOnly: appendOnly must be a list of table names, like [objects]',
    ],
  },
  {
    name: 'appendOnly with a name that is not text, and an empty one',
    yaml: `${head}steps: []\nappendOnly: [objects, 3, '']\n`,
    issues: [
      'bad.scenario.yaml:4: appendOnly[1]: a table name must be text',
      'bad.scenario.yaml:4: appendOnly[2]: a table name must not be empty',
    ],
  },
  {
    name: 'a postgres block that is not a mapping',
    yaml: `${head}steps: []\npostgres: [claim]\n`,
    issues: [
      'bad.scenario.yaml:4: postgres: postgres must be a mapping like { sql: { claim: … } }',
    ],
  },
  {
    name: 'postgres differences that are not a list, and postgres SQL that is not text',
    yaml: `${head}steps: []\npostgres:\n  sql: { claim: [1] }\n  differences: 3\n`,
    issues: [
      'bad.scenario.yaml:5: postgres.sql.claim: the SQL of an action must be text',
      'bad.scenario.yaml:6: postgres.differences: differences must be a list of mappings like { step: 3, field: outcome, reason: … }',
    ],
  },
  {
    name: 'a declared difference that is not a mapping, or names no field, or has two lines',
    yaml: `${head}steps:\n${step}postgres:\n  differences:\n    - 3\n    - { step: 0, field: tokens, reason: x }\n    - { step: 0, field: outcome, reason: "one\\ntwo" }\n`,
    issues: [
      'bad.scenario.yaml:7: postgres.differences[0]: a difference must be a mapping like { step: 3, field: outcome, reason: … }',
      'bad.scenario.yaml:8: postgres.differences[1].field: field must be one of: outcome, token, violations, warnings, error',
      'bad.scenario.yaml:9: postgres.differences[2].reason: a reason must be one line',
    ],
  },
  {
    name: 'a declared difference at a step that does not exist, and one declared twice',
    yaml: `${head}steps:\n${step}postgres:\n  differences:\n    - { step: 1, field: outcome, reason: x }\n    - { step: 0, field: token, reason: x }\n    - { step: 0, field: token, reason: y }\n`,
    issues: [
      'bad.scenario.yaml:7: postgres.differences[0].step: step 1 does not exist: the scenario has 1 step(s), numbered from 0',
      'bad.scenario.yaml:9: postgres.differences[2].step: step 0 already declares a token difference',
    ],
  },
];
