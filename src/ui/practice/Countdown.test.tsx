// @vitest-environment jsdom
// The answer timer on a Chinese page: its time in plain m:ss, with no ICU formatter built for it.
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { countIntl } from '../../testing/intlCount';
import { Countdown } from './Countdown';

afterEach(cleanup);

describe('the answer timer on a Chinese page', () => {
  beforeAll(() => activateLocale('zh-CN'));
  afterAll(() => activateLocale('en'));

  it('says the time left in m:ss without building an Intl.NumberFormat', () => {
    const made = countIntl('NumberFormat');
    render(<Countdown startedAt={Date.now()} seconds={125} usedMs={null} />);
    expect(screen.getByTestId('countdown').textContent).toMatch(/2:05/);
    expect(screen.getByTestId('countdown').textContent).toMatch(/[\u4e00-\u9fff]/);
    expect(made()).toBe(0);
  });

  it('says the time taken once the answer is revealed', () => {
    render(<Countdown startedAt={0} seconds={120} usedMs={83_400} />);
    expect(screen.getByTestId('countdown').textContent).toMatch(/1:23/);
  });
});

describe('the answer timer running out', () => {
  it('is said once in a status, not as it ticks', () => {
    const { rerender } = render(<Countdown startedAt={Date.now()} seconds={60} usedMs={null} />);
    const notice = screen.getByTestId('countdown-over');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe('');
    rerender(<Countdown startedAt={Date.now() - 61_000} seconds={60} usedMs={null} />);
    expect(notice.textContent).toBe('Time is up. Finish your thought, then reveal.');
    // Revealed: the clock stops, and nothing is said.
    rerender(<Countdown startedAt={0} seconds={60} usedMs={61_000} />);
    expect(notice.textContent).toBe('');
  });
});
