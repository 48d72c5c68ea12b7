// The studio's editor state: a scenario as lanes (workers and the two other actors) and steps with
// ids, plus the pure edits the visual editor makes. Nothing here parses YAML (see studioYaml.ts),
// so the store can hold a model without loading the parser.
import { NON_WORKERS, builtinActionsOf, isWorker } from '../../engine/actors';
import { dict } from '../../engine/names';
import { BUILTIN_ACTIONS, type Outcome, type Scenario, type Step } from '../../engine/types';
import { emptyModel } from './emptyModel';

/**
 * One step of the engine's `Step` with a stable id, so selection and drags survive re-ordering.
 * The source line is the parser's: a step the studio edits has none.
 */
export interface StudioStep extends Omit<Step, 'line'> {
  id: string;
}

/** A scenario as the studio edits it: the same fields, its steps with ids, and its lanes. */
export interface StudioModel extends Omit<Scenario, 'steps'> {
  /** Lanes in display order: workers first (even those with no step yet), then user, scheduler. */
  actors: string[];
  /** In file order (the run order of steps at the same tick). */
  steps: StudioStep[];
  /** The next step id's number. */
  nextId: number;
}

/**
 * The actions a lane offers when clicked: the built-ins the contract lets its actor take (its
 * role's own first), then every custom action, which anyone may run.
 */
export function actionsFor(actor: string, model: Pick<StudioModel, 'sql'>): string[] {
  const builtin: readonly string[] = BUILTIN_ACTIONS;
  const custom = Object.keys(model.sql).filter((a) => !builtin.includes(a));
  return [...builtinActionsOf(actor), ...custom];
}

/** True for a fresh scenario as emptyModel makes it, whatever its title. */
export function isEmptyModel(m: StudioModel): boolean {
  return JSON.stringify(m) === JSON.stringify(emptyModel(m.title));
}

/** The model of a validated scenario: lanes from the steps and clock skews, steps numbered. */
export function modelOf(s: Scenario): StudioModel {
  const workers: string[] = [];
  const add = (a: string) => {
    if (isWorker(a) && !workers.includes(a)) workers.push(a);
  };
  s.steps.forEach((st) => add(st.actor));
  Object.keys(s.clockSkew).forEach(add);
  const steps = s.steps.map((st, i): StudioStep => {
    const step: StudioStep = { id: `s${i + 1}`, ...st };
    delete (step as Step).line;
    return step;
  });
  const model: StudioModel = {
    title: s.title,
    ttl: s.ttl,
    job: s.job,
    clockSkew: { ...s.clockSkew },
    sql: { ...s.sql },
    actors: [...workers, ...NON_WORKERS],
    steps,
    nextId: steps.length + 1,
  };
  if (s.schema !== undefined) model.schema = s.schema;
  if (s.explore) model.explore = s.explore;
  if (s.postgres) model.postgres = s.postgres;
  if (s.appendOnly) model.appendOnly = [...s.appendOnly];
  return model;
}

/** The scenario the model stands for (lanes without steps are not part of the file). */
export function scenarioOfModel(m: StudioModel): Scenario {
  const steps = m.steps.map((st): Step => {
    const step: Partial<StudioStep> = { ...st };
    delete step.id;
    return step as Step;
  });
  const s: Scenario = {
    title: m.title,
    ttl: m.ttl,
    job: m.job,
    clockSkew: m.clockSkew,
    sql: m.sql,
    steps,
  };
  if (m.schema !== undefined) s.schema = m.schema;
  if (m.explore) s.explore = m.explore;
  if (m.postgres) s.postgres = m.postgres;
  if (m.appendOnly) s.appendOnly = m.appendOnly;
  return s;
}

/** Keeps steps in time order; steps at the same tick keep their relative order. */
function sorted(steps: StudioStep[]): StudioStep[] {
  return steps
    .map((s, i) => ({ s, i }))
    .sort((a, b) => a.s.at - b.s.at || a.i - b.i)
    .map((x) => x.s);
}

/** Adds a step on a lane at a tick (a pause gets a range of ttl ticks); returns its id too. */
export function addStep(
  m: StudioModel,
  actor: string,
  at: number,
  action: string,
): { model: StudioModel; id: string } {
  const id = `s${m.nextId}`;
  const step: StudioStep = { id, at, actor, do: action };
  if (action === 'pause') step.until = at + Math.max(1, m.ttl + 1);
  const after = m.steps.filter((s) => s.at <= at).length;
  const steps = [...m.steps.slice(0, after), step, ...m.steps.slice(after)];
  return { model: { ...m, steps, nextId: m.nextId + 1 }, id };
}

/** Moves a step to another tick; a pause keeps its length. */
export function moveStep(m: StudioModel, id: string, at: number): StudioModel {
  const to = Math.max(0, Math.round(at));
  const steps = m.steps.map((s) => {
    if (s.id !== id) return s;
    const moved = { ...s, at: to };
    if (s.until !== undefined) moved.until = to + (s.until - s.at);
    return moved;
  });
  const moving = steps.find((s) => s.id === id);
  if (!moving) return m;
  // Dropped on a tick, it runs after the steps already there.
  const rest = steps.filter((s) => s.id !== id);
  const after = rest.filter((s) => s.at <= to).length;
  return { ...m, steps: sorted([...rest.slice(0, after), moving, ...rest.slice(after)]) };
}

/** Changes the fields of a step; `undefined` values remove optional fields. */
export function updateStep(
  m: StudioModel,
  id: string,
  patch: Partial<Omit<StudioStep, 'id'>>,
): StudioModel {
  const steps = m.steps.map((s) => {
    if (s.id !== id) return s;
    const next: Record<string, unknown> = { ...s, ...patch };
    for (const k of Object.keys(next)) if (next[k] === undefined || next[k] === '') delete next[k];
    return next as unknown as StudioStep;
  });
  return patch.at === undefined ? { ...m, steps } : { ...m, steps: sorted(steps) };
}

export function removeStep(m: StudioModel, id: string): StudioModel {
  return { ...m, steps: m.steps.filter((s) => s.id !== id) };
}

/** The next free worker name: A, B, … Z, then W1, W2, … */
export function nextWorkerName(m: StudioModel): string {
  for (let c = 65; c <= 90; c++) {
    const name = String.fromCharCode(c);
    if (!m.actors.includes(name)) return name;
  }
  let n = 1;
  while (m.actors.includes(`W${n}`)) n++;
  return `W${n}`;
}

export function addWorker(m: StudioModel, name = nextWorkerName(m)): StudioModel {
  if (m.actors.includes(name)) return m;
  const workers = m.actors.filter(isWorker);
  return { ...m, actors: [...workers, name, ...NON_WORKERS] };
}

/** Renames a worker everywhere: its lane, its steps, its clock skew. Refuses taken names. */
export function renameWorker(m: StudioModel, from: string, to: string): StudioModel {
  const name = to.trim();
  if (name === '' || name === from || m.actors.includes(name)) return m;
  if (!isWorker(from)) return m;
  // A worker may be called `__proto__`: the record is made with no prototype.
  const clockSkew = dict(Object.entries(m.clockSkew).map(([k, v]) => [k === from ? name : k, v]));
  return {
    ...m,
    actors: m.actors.map((a) => (a === from ? name : a)),
    steps: m.steps.map((s) => (s.actor === from ? { ...s, actor: name } : s)),
    clockSkew,
  };
}

/** Removes a worker, its steps and its clock skew. */
export function removeWorker(m: StudioModel, name: string): StudioModel {
  if (!isWorker(name)) return m;
  const clockSkew = { ...m.clockSkew };
  delete clockSkew[name];
  return {
    ...m,
    actors: m.actors.filter((a) => a !== name),
    steps: m.steps.filter((s) => s.actor !== name),
    clockSkew,
  };
}

/** Sets the SQL of an action; empty text removes it (back to the reference SQL). */
export function setSql(m: StudioModel, action: string, sql: string): StudioModel {
  const next = { ...m.sql };
  if (sql.trim() === '') delete next[action];
  else next[action] = sql.endsWith('\n') ? sql : `${sql}\n`;
  return { ...m, sql: next };
}

/** Fills every step's `expect` from a run's outcomes (steps without an outcome get none). */
export function recordExpects(
  m: StudioModel,
  outcomes: { at: number; actor: string; do: string; outcome: Outcome | null }[],
): StudioModel {
  // The run's steps are in run order: stable by `at`, which is also the model's order.
  const order = sorted(m.steps);
  const byId = new Map<string, Outcome | null>();
  order.forEach((s, i) => {
    const o = outcomes[i];
    if (o && o.at === s.at && o.actor === s.actor && o.do === s.do) byId.set(s.id, o.outcome);
  });
  return {
    ...m,
    steps: m.steps.map((s) => {
      if (!byId.has(s.id)) return s;
      const outcome = byId.get(s.id) ?? null;
      const next = { ...s };
      if (outcome === null) delete next.expect;
      else next.expect = outcome;
      return next;
    }),
  };
}

/** The last tick the lanes should show: a little past the last step or pause end. */
export function lastTick(m: StudioModel): number {
  const ends = m.steps.map((s) => Math.max(s.at, s.until ?? 0));
  return Math.max(12, ...ends.map((e) => e + 3));
}
