import { describe, expect, it } from 'vitest';
import { scenarioOf } from '../testing/engine';
import { createNodePort } from './nodePort';
import type { DifferInput } from '../engine/differ/search';
import { countingRuns, SOLUTION_COMMIT } from '../engine/testing/differ';
import { SEED_YAML } from '../testing/fixtures';
import {
  HEARTBEAT_MS,
  PROGRESS_MS,
  type ExploreRequest,
  type ReplyTo,
  type WorkerReply,
} from './protocol';

type ExploreReply = ReplyTo<ExploreRequest>;
import { answerRequests } from './workerBody';

/** A model of a few hundred states: far fewer than the engine's default report interval (2048). */
const SMALL = scenarioOf(
  'title: Small\nttl: 3\nsteps: []\nexplore: { programs: { A: [claim, commit], B: [claim, commit] }, horizon: 7, maxPause: 3 }\n',
);

/**
 * Explores `SMALL` on a real sql.js port, with a clock that moves on `tick` ms each time the
 * worker reads it; returns every reply with the clock's time when it was posted.
 */
async function explore(tick: number): Promise<{ msg: ExploreReply; at: number }[]> {
  let clock = 0;
  const now = () => (clock += tick);
  const out: { msg: ExploreReply; at: number }[] = [];
  await new Promise<void>((resolve) => {
    const answer = answerRequests(
      createNodePort(),
      (msg) => {
        out.push({ msg: msg as ExploreReply, at: clock });
        if (msg.type !== 'progress') resolve();
      },
      now,
    );
    answer({ type: 'explore', id: 7, scenario: SMALL });
  });
  return out;
}

describe("the worker's exploration", () => {
  it('reports a small search every PROGRESS_MS of work, not only every few thousand states', async () => {
    const replies = await explore(10);
    const done = replies.at(-1)?.msg;
    expect(done?.type).toBe('done');
    const states = done && 'result' in done ? done.result.states : 0;
    expect(states).toBeGreaterThan(100);
    expect(states).toBeLessThan(2048);

    const progress = replies.filter((r) => r.msg.type === 'progress');
    expect(progress[0]?.msg).toEqual({ type: 'progress', id: 7, states: 0, done: 0 });
    const moving = progress.filter((r) => r.msg.type === 'progress' && r.msg.states > 0);
    expect(moving.length).toBeGreaterThan(3);
    const figures = moving.map((r) => (r.msg.type === 'progress' ? r.msg : null));
    for (let i = 1; i < figures.length; i++) {
      expect(figures[i]?.states).toBeGreaterThanOrEqual(figures[i - 1]?.states ?? 0);
      expect(figures[i]?.done).toBeGreaterThanOrEqual(figures[i - 1]?.done ?? 0);
      expect(figures[i]?.done).toBeLessThanOrEqual(1);
    }
    // Never more often than PROGRESS_MS, and never silent past the heartbeat while steps run.
    for (let i = 1; i < progress.length; i++) {
      const gap = (progress[i]?.at ?? 0) - (progress[i - 1]?.at ?? 0);
      expect(gap).toBeGreaterThanOrEqual(PROGRESS_MS);
      expect(gap).toBeLessThan(HEARTBEAT_MS);
    }
  });

  it('posts no more than the first report when the search takes less than PROGRESS_MS', async () => {
    const replies = await explore(0);
    expect(replies.map((r) => r.msg.type)).toEqual(['progress', 'done']);
  });
});

describe("the worker's differential search", () => {
  /** A check of the seed demo's commit: the solution with a final newline, on 40 timelines. */
  const input: DifferInput = {
    bases: [{ ...scenarioOf(SEED_YAML), sql: { commit: SOLUTION_COMMIT } }],
    answer: { commit: `${SOLUTION_COMMIT}\n` },
    allow: [],
    tables: [],
    seed: 3,
    runs: 40,
  };

  it("keeps the solution's runs between checks, so checking again runs fewer timelines", async () => {
    const { port, runs } = countingRuns(await createNodePort());
    const replies: WorkerReply[] = [];
    let settled: () => void = () => {};
    const answer = answerRequests(
      Promise.resolve(port),
      (msg) => {
        replies.push(msg);
        if (msg.type !== 'progress') settled();
      },
      () => 0,
    );
    const check = async (id: number) => {
      const before = runs();
      await new Promise<void>((resolve) => {
        settled = resolve;
        answer({ type: 'differ', id, input });
      });
      const done = replies.at(-1);
      return { runs: runs() - before, result: done && 'result' in done ? done.result : null };
    };
    const first = await check(1);
    const again = await check(2);
    expect(first.result).not.toBeNull();
    expect(again.result).toEqual(first.result);
    expect(again.runs).toBeLessThan(first.runs * 0.75);
  });

  it("makes a lesson's solution runs when warmed with its check, so the first check runs fewer timelines", async () => {
    /** A fresh worker, warmed (with `ahead` or not) and checked at once: the check's own runs. */
    const firstCheck = async (ahead: boolean) => {
      const { port, runs } = countingRuns(await createNodePort());
      const replies: WorkerReply[] = [];
      let checked: () => void = () => {};
      // The runs made before the check's first report (its code loaded, before any timeline).
      let atStart = -1;
      const answer = answerRequests(
        Promise.resolve(port),
        (msg) => {
          replies.push(msg);
          if (msg.id === 2 && atStart < 0) atStart = runs();
          if (msg.type !== 'progress') checked();
        },
        () => 0,
      );
      answer(
        ahead
          ? { type: 'warm', id: 1, code: true, ahead: { ...input, answer: {} } }
          : { type: 'warm', id: 1, code: true },
      );
      // The warm has no reply; a request posted meanwhile waits for it.
      await new Promise<void>((resolve) => {
        checked = resolve;
        answer({ type: 'differ', id: 2, input });
      });
      expect(replies.filter((r) => r.id === 1)).toEqual([]);
      const done = replies.at(-1);
      return {
        ahead: atStart,
        check: runs() - atStart,
        result: done && 'result' in done ? done.result : null,
      };
    };
    const plain = await firstCheck(false);
    const warmed = await firstCheck(true);
    expect(plain.result).not.toBeNull();
    expect(warmed.result).toEqual(plain.result);
    // The warmed worker made the solution's runs before the check, which then ran the answer's.
    expect(plain.ahead).toBe(0);
    expect(warmed.ahead).toBeGreaterThan(plain.check * 0.4);
    expect(warmed.check).toBeLessThan(plain.check * 0.6);
  });
});
