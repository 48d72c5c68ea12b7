// @vitest-environment jsdom
// useLazyModule (lazyModule.ts): a module a component needs only sometimes, loaded when needed,
// drawn again once it has come, and tried again after a failed load when the component says so.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyModule, useLazyModule } from './lazyModule';

afterEach(cleanup);

/** A module whose loads wait until the test settles them, one by one. */
function heldModule() {
  const loads: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const module = lazyModule(
    () => new Promise<string>((resolve, reject) => loads.push({ resolve, reject })),
  );
  return { module, loads };
}

function Shows(props: {
  module: ReturnType<typeof heldModule>['module'];
  needed: boolean;
  retry?: number;
}) {
  const value = useLazyModule(props.module, props.needed, props.retry);
  return <p data-testid="shown">{value ?? 'not yet'}</p>;
}

describe('useLazyModule', () => {
  it('loads nothing until needed, then draws again with the module', async () => {
    const { module, loads } = heldModule();
    const { rerender } = render(<Shows module={module} needed={false} />);
    expect(loads).toHaveLength(0);
    rerender(<Shows module={module} needed />);
    expect(loads).toHaveLength(1);
    expect(screen.getByTestId('shown').textContent).toBe('not yet');
    await act(async () => loads[0]?.resolve('here'));
    expect(screen.getByTestId('shown').textContent).toBe('here');
  });

  it('goes on without a module that failed to load, and tries again when retry changes', async () => {
    const { module, loads } = heldModule();
    const { rerender } = render(<Shows module={module} needed retry={0} />);
    await act(async () => loads[0]?.reject(new Error('offline')));
    expect(screen.getByTestId('shown').textContent).toBe('not yet');
    rerender(<Shows module={module} needed retry={0} />);
    expect(loads).toHaveLength(1);
    rerender(<Shows module={module} needed retry={1} />);
    expect(loads).toHaveLength(2);
    await act(async () => loads[1]?.resolve('back'));
    expect(screen.getByTestId('shown').textContent).toBe('back');
  });
});
