// The timelines next to a base: every single edit of a small grid, and a clock skew with a step at
// the lease's end. Tried in order before fast-check's random cases, so that what a one-step change
// shows (a retry, a step at the lease's end, a renewal after the finish, an old process's token)
// never depends on the seed. Pure: cases are data.
import { isWorker } from '../actors';
import type { Scenario } from '../types';
import type { Case, Edit } from './edits';
import type { Vocabulary } from './vocabulary';

/** The single edits of `base` (its index `b`), and skew-at-the-edge pairs, as cases. */
export function neighbourCases(base: Scenario, vocab: Vocabulary, b: number): Case[] {
  const edits: Edit[][] = [];
  const steps = [...base.steps].sort((x, y) => x.at - y.at);
  const partOf = (actor: string) => vocab.parts.findIndex((p) => p.actor === actor);
  const workers = vocab.parts.filter((p) => isWorker(p.actor));
  steps.forEach((s, k) => {
    if (s.do === 'pause') return;
    edits.push([{ kind: 'repeat', step: k, later: 0 }], [{ kind: 'repeat', step: k, later: 1 }]);
    const part = vocab.parts[partOf(s.actor)];
    part?.actions.forEach((_, a) => edits.push([{ kind: 'follow', step: k, later: 1, action: a }]));
    if (!isWorker(s.actor)) return;
    // The same step by a worker the timeline does not have: a new one, a prefix, another case.
    vocab.parts.forEach((p, q) => {
      const a = p.actions.indexOf(s.do);
      if (isWorker(p.actor) && a >= 0 && !base.steps.some((x) => x.actor === p.actor))
        edits.push([{ kind: 'insert', near: k, shift: 0, part: q, action: a, first: false }]);
    });
    if (s.do === 'claim') return;
    edits.push(
      [{ kind: 'edge', step: k, delta: -1 }],
      [{ kind: 'edge', step: k, delta: 0 }],
      [{ kind: 'process', step: k, old: false }],
    );
  });
  steps.forEach((s, k) => {
    if (s.do !== 'claim' || !isWorker(s.actor)) return;
    const part = vocab.parts[partOf(s.actor)];
    part?.actions.forEach((_, a) =>
      edits.push([{ kind: 'restart', step: k, after: 0, then: 1, action: a }]),
    );
  });
  vocab.seeds.forEach((_, j) => edits.push([{ kind: 'seed', seed: j }]));
  // A cancel just after each step.
  const user = vocab.parts.findIndex((p) => p.actor === 'user');
  const cancel = vocab.parts[user]?.actions.indexOf('cancel') ?? -1;
  if (user >= 0 && cancel >= 0)
    steps.forEach((_, k) =>
      edits.push([{ kind: 'insert', near: k, shift: 1, part: user, action: cancel, first: true }]),
    );
  // A clock that runs fast or slow by most of the lease, with a step just before the lease's end.
  workers.forEach((w, p) => {
    if (!base.steps.some((s) => s.actor === w.actor)) return;
    for (const by of [4, -4])
      edits.push([
        { kind: 'skew', part: p, by },
        { kind: 'edge', step: 0, delta: -1 },
      ]);
  });
  // The edge step of a pair picks among the worker steps; aim it at each of them.
  const out: Case[] = [];
  for (const e of edits) {
    const skew = e[0]?.kind === 'skew' ? e[0] : null;
    if (!skew) {
      out.push({ base: b, edits: e });
      continue;
    }
    const actor = workers[skew.part]?.actor;
    const mine = steps.filter((s) => isWorker(s.actor) && s.do !== 'claim' && s.do !== 'pause');
    mine.forEach((s, k) => {
      if (s.actor === actor)
        out.push({ base: b, edits: [skew, { kind: 'edge', step: k, delta: -1 }] });
    });
  }
  return out;
}
