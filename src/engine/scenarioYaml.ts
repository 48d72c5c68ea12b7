// A Scenario written back as contract YAML (the explorer's counterexamples are files like any other). Pure.
import { Document, isMap, isSeq, Scalar } from 'yaml';
import { DEFAULT_MAX_STATES } from './explore/limits';
import { workersOf } from './explore/model';
import { entriesOf } from './explore/programEntries';
import { SCHEDULER, USER } from './actors';
import { own } from './names';
import type { ExploreModel, PostgresOverrides, Scenario, Step } from './types';

function stepData(s: Step): Record<string, unknown> {
  const out: Record<string, unknown> = { at: s.at, worker: s.actor, do: s.do };
  if (s.until !== undefined) out.until = s.until;
  if (s.expect !== undefined) out.expect = s.expect;
  if (s.payload !== undefined) out.payload = s.payload;
  if (s.key !== undefined) out.key = s.key;
  if (s.token !== undefined) out.token = s.token;
  if (s.isolation !== undefined) out.isolation = s.isolation;
  if (s.note !== undefined) out.note = s.note;
  return out;
}

function exploreData(m: ExploreModel): Record<string, unknown> {
  const out: Record<string, unknown> = {
    // A Map keeps the workers in the model's order (an object would put "2" before "B").
    // Entries that bind :key or :payload are mappings (`{ do: save, key: 0 }`), the rest names.
    programs: new Map(workersOf(m).map((w) => [w, entriesOf(m, w, own(m.programs, w) ?? [])])),
    horizon: m.horizon,
    maxPause: m.maxPause,
  };
  if (m.user.length > 0) out.user = entriesOf(m, USER, m.user);
  if (m.scheduler.length > 0) out.scheduler = entriesOf(m, SCHEDULER, m.scheduler);
  if (m.maxStates !== DEFAULT_MAX_STATES) out.maxStates = m.maxStates;
  return out;
}

/** The `postgres:` block as a file has it: fields at their defaults left out. */
function postgresData(p: PostgresOverrides): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (p.schema !== undefined) out.schema = p.schema;
  if (Object.keys(p.sql).length > 0) out.sql = p.sql;
  if (p.differences.length > 0) out.differences = p.differences;
  return out;
}

/**
 * Writes a scenario as YAML that parses back to the same scenario: SQL and schema as block
 * literals, one flow mapping per step. Fields at their defaults (`clockSkew: {}`, `sql: {}`,
 * `user: []`, the default `maxStates`) and the source lines of steps are left out.
 */
export function scenarioToYaml(s: Scenario): string {
  const data: Record<string, unknown> = { title: s.title, ttl: s.ttl, job: s.job };
  if (Object.keys(s.clockSkew).length > 0) data.clockSkew = s.clockSkew;
  if (s.schema !== undefined) data.schema = s.schema;
  if (s.appendOnly && s.appendOnly.length > 0) data.appendOnly = s.appendOnly;
  if (Object.keys(s.sql).length > 0) data.sql = s.sql;
  data.steps = s.steps.map(stepData);
  if (s.explore) data.explore = exploreData(s.explore);
  if (s.postgres) data.postgres = postgresData(s.postgres);
  const doc = new Document(data);
  const literal = (node: unknown) => {
    if (node instanceof Scalar && typeof node.value === 'string' && node.value.includes('\n'))
      node.type = Scalar.BLOCK_LITERAL;
  };
  literal(doc.get('schema', true));
  const sql = doc.get('sql', true);
  if (isMap(sql)) for (const pair of sql.items) literal(pair.value);
  const pg = doc.get('postgres', true);
  if (isMap(pg)) {
    literal(pg.get('schema', true));
    const pgSql = pg.get('sql', true);
    if (isMap(pgSql)) for (const pair of pgSql.items) literal(pair.value);
    const diffs = pg.get('differences', true);
    if (isSeq(diffs)) for (const item of diffs.items) if (isMap(item)) item.flow = true;
  }
  const steps = doc.get('steps', true);
  if (isSeq(steps)) for (const item of steps.items) if (isMap(item)) item.flow = true;
  const appendOnly = doc.get('appendOnly', true);
  if (isSeq(appendOnly)) appendOnly.flow = true;
  const explore = doc.get('explore', true);
  if (isMap(explore)) {
    for (const pair of explore.items) {
      if (isSeq(pair.value)) pair.value.flow = true;
      if (isMap(pair.value))
        for (const p of pair.value.items) if (isSeq(p.value)) p.value.flow = true;
    }
  }
  return doc.toString({ lineWidth: 0 });
}
