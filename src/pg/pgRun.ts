// One run on PostgreSQL, step by step: each step's unit started on its actor's session, the run
// going on once every unit in flight has finished or waits for a lock (waits.ts), each finished
// unit closed and then judged by the engine's own kernel through a one-shot port (resultPort.ts).
// Node only.
import type pg from 'pg';
import { sessionActionOf } from '../engine/actors';
import { appendOnlyOf } from '../engine/appendOnly';
import { classify, tokenOf } from '../engine/classify';
import { own } from '../engine/names';
import { startTrace, tallyStep } from '../engine/traceRecord';
import { INITIAL_TRUTH } from '../engine/oracle';
import { STANDARD_SCHEMA, sqlFor } from '../engine/referenceSql';
import { runOrder } from '../engine/runOrder';
import { bindParams } from '../engine/stepParams';
import {
  initialBeliefs,
  runSchema,
  runStep,
  type RunState,
  type StepEnv,
} from '../engine/stepKernel';
import type {
  ResultSet,
  Scenario,
  Step,
  StepErrorFacts,
  StepTrace,
  TableSnapshot,
  Trace,
} from '../engine/types';
import { guardOnPostgres, type AppendWatch } from './appendOnly';
import { resultPort } from './resultPort';
import {
  closeUnit,
  runSessionAction,
  runUnit,
  type Session,
  type UnitOutcome,
  type UnitResult,
} from './session';
import { sessionRecord } from './sessionRecord';
import { readTables } from './snapshot';
import { createWaits, type Job, type Waits } from './waits';

/** The schema's index for the waits (run-order indices start at 0). */
const SCHEMA = -1;

/**
 * One run's state: the steps waiting for their actor's session, the engine's run state, the trace
 * being filled (each record at its run-order index, in the order the steps finish).
 */
export class PostgresRun {
  private readonly order: number[];
  private readonly records: StepTrace[] = [];
  /** Each actor's steps not yet recorded, in run order: the first is the one in flight. */
  private readonly queues = new Map<string, number[]>();
  private readonly waits: Waits;
  private readonly sessions = new Map<string, Session>();
  /** The tick of the latest step started: a step that waited ends at it. */
  private tick = 0;
  private tables: TableSnapshot[] = [];
  /** True when something may have committed since the tables were last read. */
  private dirty = true;
  private schemaResult: UnitResult | null = null;
  /** The appendOnly tables, guarded with the schema (null when the scenario has none). */
  private watch: AppendWatch | null = null;
  /** Why they could not be guarded, when they could not (the schema is then undone). */
  private guardFacts: StepErrorFacts | null = null;
  private state: RunState;
  private env!: StepEnv;
  private trace!: Trace;

  constructor(
    private readonly scenario: Scenario,
    private readonly limit: number,
    private readonly monitor: pg.Client,
    private readonly schemaSession: Session,
    sessions: Session[],
    confirmMs: number,
  ) {
    this.order = runOrder(scenario.steps);
    for (const s of sessions) this.sessions.set(s.actor, s);
    this.waits = createWaits({
      monitor,
      limitMs: limit,
      confirmMs,
      actorOf: (pid) => sessions.find((s) => s.pid === pid)?.actor ?? null,
      finalize: (job) => this.finalize(job),
    });
    this.state = {
      beliefs: initialBeliefs(scenario.steps.map((s) => s.actor)),
      truth: INITIAL_TRUTH,
    };
  }

  /** The schema, then every step in run order, then what still waits; returns the trace. */
  async run(): Promise<Trace> {
    const { scenario } = this;
    const schema = this.schemaSession;
    const sql = scenario.schema ?? STANDARD_SCHEMA;
    const params = { ':job': scenario.job, ':ttl': scenario.ttl };
    this.waits.start(SCHEMA, schema, (stopped) => runUnit(schema, sql, params, stopped), false);
    await this.waits.settle(true);
    const result = this.schemaResult;
    const port = resultPort(sql, params, ranOutcome(result), []);
    const schemaFacts =
      runSchema(scenario, port, result?.kind === 'stopped' ? this.limit : null, {
        guarded: true,
      }) ?? this.guardFacts;
    const initial = await this.currentTables();
    this.trace = { ...startTrace(scenario.title, initial, schemaFacts), engine: 'postgres' };
    if (schemaFacts !== null) return this.trace;
    this.env = {
      scenario,
      port: resultPort(null, null, null, initial),
      initial,
      templates: new Map(),
      timedOut: new Set(),
      timeLimitMs: this.limit,
      recordTables: false,
    };
    for (let i = 0; i < this.order.length; i++) {
      const step = this.stepAt(i);
      this.tick = step.at;
      const queue = this.queueOf(step.actor);
      queue.push(i);
      // A worker does one thing at a time: behind its own waiting statement, a step waits too.
      if (queue.length === 1) await this.startNext(step.actor, false);
      await this.waits.settle(false);
    }
    await this.waits.settle(true);
    this.trace.steps = this.records;
    this.trace.safe = this.trace.violations.length === 0;
    return this.trace;
  }

  private stepAt(i: number): Step {
    const step = this.scenario.steps[this.order[i] ?? -1];
    if (!step) throw new Error(`internal: no step ${i}`);
    return step;
  }

  private session(actor: string): Session {
    const s = this.sessions.get(actor);
    if (!s) throw new Error(`internal: no session for ${actor}`);
    return s;
  }

  private queueOf(actor: string): number[] {
    let q = this.queues.get(actor);
    if (!q) this.queues.set(actor, (q = []));
    return q;
  }

  private paramsOf(step: Step) {
    return bindParams(this.scenario, step, own(this.state.beliefs, step.actor)?.token ?? null);
  }

  /** Starts the actor's first queued step; `queued` when it could not start at its own tick. */
  private async startNext(actor: string, queued: boolean): Promise<void> {
    const i = this.queueOf(actor)[0];
    if (i === undefined) return;
    const step = this.stepAt(i);
    const s = this.session(actor);
    if (step.do === 'pause' || step.do === 'crash') {
      if (step.do === 'crash') await this.crash(s);
      await this.record(i, step, runStep(this.env, this.state, step, i), queued ? [] : null);
      this.queueOf(actor).shift();
      await this.startNext(actor, queued);
      return;
    }
    const session = sessionActionOf(this.scenario.sql, step.do);
    const sql = sqlFor(this.scenario.sql, step.do) ?? '';
    const params = this.paramsOf(step);
    this.waits.start(
      i,
      s,
      session
        ? (stopped) => runSessionAction(s, step, stopped)
        : (stopped) => runUnit(s, sql, params, stopped, this.watch),
      queued,
    );
  }

  /** A crash ends the worker's session at once: PostgreSQL rolls back what it had open. */
  private async crash(s: Session): Promise<void> {
    await this.monitor
      .query('SELECT pg_terminate_backend($1, 5000)', [s.pid])
      .catch(() => undefined);
    s.closed = true;
    s.inTx = false;
    await s.client.end().catch(() => undefined);
  }

  /** A job whose work returned: its unit closed on PostgreSQL, judged by the kernel, recorded. */
  private async finalize(job: Job): Promise<void> {
    if (job.i === SCHEMA) {
      this.schemaResult = await this.closeSchema(job);
      return;
    }
    const i = job.i;
    const step = this.stepAt(i);
    const waitedOn = job.on.length > 0 || job.queued ? job.on : null;
    // A wait ended because another session let go of a lock: what it committed may be new.
    if (waitedOn !== null) this.dirty = true;
    if (sessionActionOf(this.scenario.sql, step.do)) {
      // An `end` commits the transaction, a failed one rolls it back: read the tables again.
      if (step.do === 'end') this.dirty = true;
      await this.record(
        i,
        step,
        sessionRecord(this.env, this.state, step, i, job.result),
        waitedOn,
      );
    } else {
      await this.record(i, step, await this.judgeSql(job, step), waitedOn);
    }
    this.queueOf(step.actor).shift();
    await this.startNext(step.actor, true);
  }

  /**
   * Commits the schema's unit, with the appendOnly tables guarded inside it; when they cannot be
   * (guardFacts), the schema is undone and no step runs.
   */
  private async closeSchema(job: Job): Promise<UnitResult | null> {
    const r = job.result;
    if (r?.kind !== 'ran' || !r.outcome.ok) return r;
    const tables = appendOnlyOf(this.scenario);
    if (tables.length > 0) {
      const guard = await guardOnPostgres(job.session.client, tables);
      if (!guard.ok) {
        this.guardFacts = guard.facts;
        await closeUnit(job.session, false);
        return r;
      }
      this.watch = guard.watch;
    }
    const error = await closeUnit(job.session, true);
    return error ? { kind: 'ran', outcome: failed(error) } : r;
  }

  /**
   * Commits the step's unit (or undoes a claim whose token no resource can compare, as the kernel
   * will), then has the kernel record it from what PostgreSQL did.
   */
  private async judgeSql(job: Job, step: Step): Promise<{ rec: StepTrace; state: RunState }> {
    const s = job.session;
    let outcome = ranOutcome(job.result);
    let undo = false;
    if (outcome?.ok) {
      undo = step.do === 'claim' && unusableClaim(outcome.value);
      const error = await closeUnit(s, !undo);
      if (error) outcome = failed(error);
      else if (!undo && !s.inTx) this.dirty = true;
    }
    const sql = sqlFor(this.scenario.sql, step.do) ?? '';
    const port = resultPort(sql, this.paramsOf(step), outcome, this.tables);
    const env: StepEnv = { ...this.env, port };
    if (job.result?.kind === 'stopped') env.timedOut = new Set([job.i]);
    // What the unit added to the appendOnly tables, as PostgreSQL counted it (appendOnly.ts).
    if (this.watch) env.appendedTo = outcome?.ok ? (outcome.value.appendedTo ?? null) : null;
    const done = runStep(env, this.state, step, job.i);
    if (port.undone !== (undo && outcome?.ok === true))
      throw new Error('internal: the kernel and the PostgreSQL runner disagree on a claim');
    if (job.result?.kind === 'stopped' && job.on.length > 0)
      done.rec.error = `stopped: the statement waited for a lock held by ${job.on.join(', ')} past the time limit of ${this.limit} ms`;
    return done;
  }

  private async record(
    i: number,
    step: Step,
    done: { rec: StepTrace; state: RunState },
    waitedOn: string[] | null,
  ): Promise<void> {
    const { rec } = done;
    this.state = done.state;
    rec.tables = await this.currentTables();
    if (waitedOn !== null) rec.waited = { until: this.tick, on: waitedOn };
    this.records[i] = rec;
    tallyStep(this.trace, step, rec);
  }

  /** The committed tables, read again only when something may have committed since. */
  private async currentTables(): Promise<TableSnapshot[]> {
    if (this.dirty) {
      this.tables = await readTables(this.monitor, this.tables);
      this.dirty = false;
    }
    return this.tables;
  }
}

function failed(message: string): UnitOutcome {
  return { ok: false, error: { message, statement: 0, offset: 0 } };
}

function ranOutcome(r: UnitResult | null): UnitOutcome | null {
  return r?.kind === 'ran' ? r.outcome : null;
}

/** A granted claim whose token no resource can compare: the kernel undoes it (stepKernel.ts). */
function unusableClaim(value: { changes: number; results: ResultSet[] }): boolean {
  if (classify('claim', value.changes) !== 'granted') return false;
  const token = tokenOf(value.results);
  return typeof token === 'number' && !Number.isFinite(token);
}
