// @vitest-environment jsdom
// The code view tells its editor slot when the learner is about to edit, so Monaco's code can
// start loading before the click: a pointer resting on Edit, or pressing Edit or the code.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeView, HOVER_INTENT_MS } from './CodeView';

afterEach(cleanup);
beforeEach(() => {
  vi.useFakeTimers();
  return () => vi.useRealTimers();
});

function view() {
  const onEdit = vi.fn();
  const onEditIntent = vi.fn();
  render(
    <CodeView
      text={'UPDATE jobs\nSET x = 1'}
      language="sql"
      label="SQL of commit"
      onEdit={onEdit}
      onEditIntent={onEditIntent}
    />,
  );
  return { onEdit, onEditIntent, edit: screen.getByTestId('edit-code') };
}

describe('the code view’s intent to edit', () => {
  it('comes once the pointer has rested on Edit, not on a pass over it', () => {
    const { onEdit, onEditIntent, edit } = view();
    fireEvent.pointerEnter(edit);
    vi.advanceTimersByTime(HOVER_INTENT_MS - 1);
    fireEvent.pointerLeave(edit);
    vi.advanceTimersByTime(1000);
    expect(onEditIntent).not.toHaveBeenCalled();

    fireEvent.pointerEnter(edit);
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(onEditIntent).toHaveBeenCalledTimes(1);
    // Intent only: editing starts with the click.
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('comes at once when the pointer presses Edit or the code', () => {
    const { onEditIntent, edit } = view();
    fireEvent.pointerDown(edit);
    expect(onEditIntent).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(screen.getByRole('textbox'));
    expect(onEditIntent).toHaveBeenCalledTimes(2);
  });

  it('is dropped with the view: a pointer resting as it goes calls nothing later', () => {
    const { onEditIntent, edit } = view();
    fireEvent.pointerEnter(edit);
    cleanup();
    vi.advanceTimersByTime(1000);
    expect(onEditIntent).not.toHaveBeenCalled();
  });
});
