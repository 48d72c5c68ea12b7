// @vitest-environment jsdom
// The box that takes keys while Monaco loads: it opens where editing started with the key that
// started it, keeps what is typed, and hands over to Monaco only at a pause in typing and never
// in the middle of an IME's composition, with its text and caret (and not the focus once it has
// gone).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditStart } from './CodeView';
import { HANDOVER_PAUSE_MS, InterimEditor, offsetOf } from './InterimEditor';

afterEach(cleanup);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  return () => vi.useRealTimers();
});

/** The box over a store of its own, as the editor slot holds it. */
function box({
  text = 'SELECT 1\nFROM jobs',
  start = { line: 2, column: 5 } as EditStart,
  strict = false,
} = {}) {
  const onHandover = vi.fn();
  const onChange = vi.fn();
  let setReady: (ready: boolean) => void = () => {};
  function Slot() {
    const [value, setValue] = useState(text);
    const [ready, ready_] = useState(false);
    setReady = ready_;
    return (
      <InterimEditor
        text={value}
        tab="commit"
        sql
        label="SQL of commit"
        readOnlyWhy={null}
        start={start}
        ready={ready}
        onChange={(v) => {
          onChange(v);
          setValue(v);
        }}
        onRun={() => undefined}
        onHandover={onHandover}
      />
    );
  }
  render(
    strict ? (
      <StrictMode>
        <Slot />
      </StrictMode>
    ) : (
      <Slot />
    ),
  );
  const area = screen.getByRole('textbox') as HTMLTextAreaElement;
  const type = (next: string) => fireEvent.change(area, { target: { value: next } });
  return { area, onChange, onHandover, type, ready: () => act(() => setReady(true)) };
}

describe('the interim box while Monaco loads', () => {
  it('opens with the caret where editing started, and types the key that started it', () => {
    const { area, onChange } = box({ start: { line: 2, column: 5, typed: 'X' } });
    expect(area.value).toBe('SELECT 1\nFROMX jobs');
    expect(onChange).toHaveBeenCalledWith('SELECT 1\nFROMX jobs');
    expect(document.activeElement).toBe(area);
    expect(area.selectionStart).toBe('SELECT 1\nFROMX'.length);
  });

  it('types the key that started editing once, though StrictMode runs the effect twice', () => {
    const { area } = box({ start: { line: 1, column: 9, typed: 'X' }, strict: true });
    expect(area.value).toBe('SELECT 1X\nFROM jobs');
  });

  it('hands over at a pause in typing, with the caret', () => {
    const { area, onHandover, type, ready } = box();
    type('SELECT 1\nFROM jobs WHERE');
    area.setSelectionRange(area.value.length, area.value.length);
    ready();
    act(() => void vi.advanceTimersByTime(HANDOVER_PAUSE_MS - 50));
    type('SELECT 1\nFROM jobs WHERE x');
    area.setSelectionRange(area.value.length, area.value.length);
    act(() => void vi.advanceTimersByTime(HANDOVER_PAUSE_MS - 1));
    expect(onHandover).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onHandover).toHaveBeenCalledTimes(1);
    expect(onHandover).toHaveBeenCalledWith({
      line: 2,
      column: 'FROM jobs WHERE x'.length + 1,
      text: 'SELECT 1\nFROM jobs WHERE x',
      before: 'SELECT 1\nFROM jobs',
    });
  });

  it('hands over at once when nothing has been typed', () => {
    const { onHandover, ready } = box();
    ready();
    act(() => void vi.advanceTimersByTime(0));
    expect(onHandover).toHaveBeenCalledWith({
      line: 2,
      column: 5,
      text: 'SELECT 1\nFROM jobs',
      before: 'SELECT 1\nFROM jobs',
    });
  });

  it('hands over the code as it was before the key that started editing', () => {
    const { onHandover, ready } = box({ start: { line: 1, column: 9, typed: 'X' }, strict: true });
    ready();
    act(() => void vi.advanceTimersByTime(HANDOVER_PAUSE_MS));
    expect(onHandover).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'SELECT 1X\nFROM jobs', before: 'SELECT 1\nFROM jobs' }),
    );
  });

  it('waits for an IME composition to end', () => {
    const { area, onHandover, ready } = box();
    fireEvent.compositionStart(area);
    ready();
    act(() => void vi.advanceTimersByTime(5_000));
    expect(onHandover).not.toHaveBeenCalled();
    fireEvent.compositionEnd(area);
    act(() => void vi.advanceTimersByTime(HANDOVER_PAUSE_MS));
    expect(onHandover).toHaveBeenCalledTimes(1);
  });

  it('hands over its text but not the focus once the focus has left the box', () => {
    const { area, onHandover, type, ready } = box();
    type('SELECT 1\nFROM jobs \n');
    area.blur();
    ready();
    act(() => void vi.advanceTimersByTime(HANDOVER_PAUSE_MS));
    expect(onHandover).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'SELECT 1\nFROM jobs \n', focus: false }),
    );
  });
});

describe('a place in the text as an offset', () => {
  it('counts lines and columns from 1, and stops at the end of a line or the text', () => {
    expect(offsetOf('ab\ncd', 1, 1)).toBe(0);
    expect(offsetOf('ab\ncd', 2, 2)).toBe(4);
    expect(offsetOf('ab\ncd', 1, 9)).toBe(2);
    expect(offsetOf('ab\ncd', 7, 1)).toBe(5);
  });
});
