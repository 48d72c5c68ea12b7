// @vitest-environment jsdom
// SQL that does not compile, as the player says it (once, with the line and SQLite's message) and
// as the code view marks it before Monaco loads.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StoreContext } from '../../state/useAppStore';
import { run } from '../../testing/engine';
import { testStore } from '../../testing/store';
import { TraceView } from '../player/TraceView';
import { CodeView } from './CodeView';
import { markersByTab } from './markers';

afterEach(cleanup);
// jsdom has no media queries nor resize observers, which the timeline asks for.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

const BROKEN = "UPDATE jobs SET state='done',\n  result=:payloadWHERE id=:job";
const seed = (commit: string) => `title: Seed
ttl: 5
sql: { commit: ${JSON.stringify(commit)} }
steps:
  - { at: 0, worker: A, do: claim, expect: granted }
  - { at: 7, worker: A, do: commit, expect: rejected }
  - { at: 8, worker: B, do: commit, expect: accepted }
`;

const player = async (commit: string) => {
  const trace = await run(seed(commit));
  render(
    <StoreContext value={testStore({})}>
      <TraceView trace={trace} />
    </StoreContext>,
  );
  return trace;
};

describe('the player on SQL that does not compile', () => {
  it('says once which action does not compile, at which line, in place of the verdict', async () => {
    await player(BROKEN);
    const alert = screen.getByTestId('compile-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(within(alert).getAllByText(/does not compile/)).toHaveLength(1);
    expect(alert.textContent).toContain(
      'The SQL of the commit action does not compile (line 2): near "id": syntax error',
    );
    expect(screen.queryByTestId('verdict-ok')).toBeNull();
  });

  it('gives its verdict as before when the SQL compiles', async () => {
    await player("UPDATE jobs SET state='done' WHERE id=:job");
    expect(screen.queryByTestId('compile-error')).toBeNull();
    expect(screen.getByTestId('verdict-ok')).toBeTruthy();
  });
});

describe('the code view before editing starts', () => {
  it('marks the line of an error and lists it as the code’s description', async () => {
    const markers = markersByTab(await run(seed(BROKEN)), []).commit;
    render(
      <CodeView text={BROKEN} language="sql" label="SQL" markers={markers} onEdit={() => {}} />,
    );
    const lines = screen.getByTestId('code-view-text').querySelectorAll('.code-line');
    expect([...lines].map((l) => l.hasAttribute('data-error'))).toEqual([false, true]);
    const code = screen.getByRole('textbox', { name: 'SQL' });
    expect(code.getAttribute('aria-invalid')).toBe('true');
    const list = screen.getByTestId('editor-markers');
    expect(code.getAttribute('aria-describedby')).toContain(list.id);
    expect(list.textContent).toContain('Line 2: near "id": syntax error');
  });
});
