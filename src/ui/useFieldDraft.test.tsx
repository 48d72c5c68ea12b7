// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { clampTo, notBlank, useFieldDraft, wholeIn } from './useFieldDraft';

afterEach(cleanup);

/** A number box over state that keeps only whole numbers from 10 to 3600 (the practice timer). */
function Seconds({ settle = true }: { settle?: boolean }) {
  const [stored, setStored] = useState(90);
  const field = useFieldDraft({
    value: stored,
    read: wholeIn(10, 3600),
    commit: setStored,
    ...(settle ? { settle: clampTo(10, 3600) } : {}),
  });
  return (
    <>
      <input aria-label="seconds" type="number" {...field} />
      <output>{stored}</output>
    </>
  );
}

const box = () => screen.getByLabelText<HTMLInputElement>('seconds');
const stored = () => screen.getByRole('status').textContent;
/** Types `text` one key at a time over what the box holds, as a keyboard does. */
const typeOver = (from: string, text: string) => {
  let now = from;
  for (const ch of text) {
    now += ch;
    fireEvent.change(box(), { target: { value: now } });
  }
};

describe('a field typed into', () => {
  it('shows what is typed, storing each value it reads as, not a clamp of each key', () => {
    render(<Seconds />);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: '' } });
    expect(box().value).toBe('');
    expect(stored()).toBe('90');
    typeOver('', '60');
    expect(box().value).toBe('60');
    expect(stored()).toBe('60');
    fireEvent.change(box(), { target: { value: '' } });
    typeOver('', '300');
    expect(box().value).toBe('300');
    expect(stored()).toBe('300');
  });

  it('on leaving, settles a text out of range, or shows the stored value again', () => {
    render(<Seconds />);
    fireEvent.change(box(), { target: { value: '5' } });
    expect(stored()).toBe('90');
    fireEvent.blur(box());
    expect(stored()).toBe('10');
    expect(box().value).toBe('10');
    cleanup();
    render(<Seconds settle={false} />);
    fireEvent.change(box(), { target: { value: '5' } });
    fireEvent.blur(box());
    expect(box().value).toBe('90');
    expect(stored()).toBe('90');
  });

  it('reads whole numbers in range, a minus below zero, and text that is not blank', () => {
    const skew = wholeIn(-100, 100);
    expect([skew('-3'), skew('-'), skew(''), skew('7'), skew('2.5'), skew('101')]).toEqual([
      -3,
      null,
      null,
      7,
      null,
      null,
    ]);
    expect([clampTo(10, 60)('5'), clampTo(10, 60)('99'), clampTo(10, 60)('')]).toEqual([
      10,
      60,
      null,
    ]);
    expect([notBlank('job-2'), notBlank('  ')]).toEqual(['job-2', null]);
  });
});
