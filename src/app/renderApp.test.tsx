// @vitest-environment jsdom
// The app's first render lets the browser run while it renders: a timer armed before it fires
// between the first component's render and the last's. A plain render (the control) does not.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

const PARTS = 16;
/** Each part takes this long to render: the whole tree about 50 ms, ten of React's slices. */
const PART_MS = 3;

type Log = string[];

/** Keeps the main thread busy for `ms`, as a slow component's render does. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Spinning.
  }
}

function Part({ i, log }: { i: number; log: Log }) {
  busyFor(PART_MS);
  log.push(`part ${i}`);
  return <li>{i}</li>;
}

function Tree({ log, done }: { log: Log; done: () => void }) {
  return (
    <ul ref={(el) => void (el && done())}>
      {Array.from({ length: PARTS }, (_, i) => (
        <Part key={i} i={i} log={log} />
      ))}
    </ul>
  );
}

/** Renders the tree with `render` while a timer keeps re-arming itself; the log of both. */
async function logOf(render: (el: Element, tree: ReactNode) => void): Promise<Log> {
  const log: Log = [];
  let committed = false;
  await new Promise<void>((resolve) => {
    const tick = () => {
      if (committed) return resolve();
      log.push('timer');
      setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    render(document.createElement('div'), <Tree log={log} done={() => (committed = true)} />);
  });
  return log;
}

/** Timer ticks logged after the first part rendered and before the last one did. */
const ticksWhileRendering = (log: Log) =>
  log.slice(log.indexOf('part 0'), log.indexOf(`part ${PARTS - 1}`)).filter((e) => e === 'timer')
    .length;

// Testing Library (in other files of this worker) marks the environment for act(); these renders
// run as a page's do, by React's scheduler, outside act().
let actEnvironment: unknown;
beforeEach(() => {
  actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
});
afterEach(() => void Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment));

describe("the app's first render", () => {
  it('lets timers run between its parts', async () => {
    const log = await logOf((el, tree) => renderApp(createRoot(el), tree));
    expect(log.filter((e) => e.startsWith('part'))).toHaveLength(PARTS);
    expect(ticksWhileRendering(log)).toBeGreaterThan(0);
  });

  it('would not as a plain render, which is one task (the control)', async () => {
    const log = await logOf((el, tree) => createRoot(el).render(tree));
    expect(log.filter((e) => e.startsWith('part'))).toHaveLength(PARTS);
    expect(ticksWhileRendering(log)).toBe(0);
  });
});
