// Scenario YAML to a validated Scenario, or issues that name file, line and field. Pure.
import { SCHEDULER, USER } from './actors';
import { splitEntries } from './explore/programEntries';
import { dict } from './names';
import { ScenarioSchema, type ScenarioData } from './scenarioSchema';
import { withFacts } from './issueText';
import { refusedSql } from './refusedSql';
import { checkScenarioRules, type RuleOptions } from './scenarioRules';
import type { Scenario, Step, Trace } from './types';
import { fieldName, parseYaml, type FieldPath, type InputIssue, type Locator } from './yamlSource';
import { shapeIssues } from './zodIssues';

export type ScenarioResult = { ok: true; scenario: Scenario } | { ok: false; issues: InputIssue[] };

/**
 * Parses and validates a scenario file. Every issue names the file, the line and the field,
 * so the CLI, the editor and the lesson checker can all show the same message, and carries its
 * facts (issueText.ts), so a page can word it in its own language.
 */
export function parseScenarioYaml(
  text: string,
  file: string | null = null,
  options: RuleOptions = {},
): ScenarioResult {
  const yaml = parseYaml(text, file);
  if (!yaml.ok) return yaml;
  return validateScenario(yaml.data, yaml.locate, file, [], options);
}

/**
 * The SQL a run of the scenario refused (transaction control, ATTACH, DETACH, VACUUM), as issues
 * located in the file's text: invalid input, as the CLI reports it (refusedSql.ts).
 */
export function refusedIssues(
  trace: Trace,
  scenario: Scenario,
  text: string,
  file: string | null = null,
): InputIssue[] {
  const yaml = parseYaml(text, file);
  return yaml.ok ? refusedSql(trace, scenario, text, yaml.locate, file) : [];
}

/**
 * Validates already-parsed data (a scenario file, or the `scenario:` block of a lesson, with a
 * locator that knows the enclosing file). Shape first, then the contract's rules across steps.
 * `options.sessions` accepts the session actions `begin` and `end`, which only PostgreSQL runs.
 */
export function validateScenario(
  data: unknown,
  locate: Locator,
  file: string | null,
  prefix: FieldPath = [],
  options: RuleOptions = {},
): ScenarioResult {
  const at = (path: FieldPath, message: string): InputIssue => ({
    file,
    line: locate([...prefix, ...path]),
    field: fieldName([...prefix, ...path]),
    message,
  });
  const parsed = ScenarioSchema.safeParse(data);
  if (!parsed.success) return { ok: false, issues: shapeIssues(parsed.error, data, at) };
  const scenario = toScenario(parsed.data, (i) => locate([...prefix, 'steps', i]));
  const issues = checkScenarioRules(scenario, options).map((r) =>
    withFacts(at(r.path, r.message), r.facts),
  );
  return issues.length > 0 ? { ok: false, issues } : { ok: true, scenario };
}

function toScenario(d: ScenarioData, lineOf: (i: number) => number | null): Scenario {
  const steps: Step[] = d.steps.map((s, i) => {
    const step: Step = { at: s.at, actor: s.worker, do: s.do };
    if (s.until !== undefined) step.until = s.until;
    if (s.expect !== undefined) step.expect = s.expect;
    if (s.payload !== undefined) step.payload = s.payload;
    if (s.key !== undefined) step.key = s.key;
    if (s.token !== undefined) step.token = s.token;
    if (s.isolation !== undefined) step.isolation = s.isolation;
    if (s.note !== undefined) step.note = s.note;
    const line = lineOf(i);
    if (line !== null) step.line = line;
    return step;
  });
  const scenario: Scenario = {
    title: d.title,
    ttl: d.ttl,
    job: d.job,
    clockSkew: d.clockSkew.values,
    sql: d.sql.values,
    steps,
  };
  if (d.schema !== undefined) scenario.schema = d.schema;
  if (d.appendOnly !== undefined && d.appendOnly.length > 0) scenario.appendOnly = d.appendOnly;
  if (d.postgres !== undefined) {
    const { schema, sql, differences } = d.postgres;
    scenario.postgres = { sql: sql.values, differences, ...(schema !== undefined && { schema }) };
  }
  if (d.explore !== undefined) {
    const { programs, user, scheduler, ...rest } = d.explore;
    // Entries that bind :key or :payload keep the binding beside the names (explore/programEntries).
    // (A worker named user or scheduler is refused by exploreRules; its bindings may be lost.)
    const workers = splitEntries(programs.order.map((w) => [w, programs.values[w] ?? []]));
    const others = splitEntries([
      [USER, user],
      [SCHEDULER, scheduler],
    ]);
    scenario.explore = {
      ...rest,
      programs: workers.actions,
      workers: programs.order,
      user: others.actions[USER] ?? [],
      scheduler: others.actions[SCHEDULER] ?? [],
    };
    if (workers.bindings || others.bindings)
      scenario.explore.bindings = dict([
        ...Object.entries(workers.bindings ?? {}),
        ...Object.entries(others.bindings ?? {}),
      ]);
  }
  return scenario;
}
