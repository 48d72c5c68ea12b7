// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineNotice } from './OfflineNotice';
import { announceOfflineReady, resetOfflineReady } from './offlineReady';

afterEach(() => {
  cleanup();
  act(() => resetOfflineReady());
});

describe('the offline notice', () => {
  it('is an empty live region until the app is cached', () => {
    render(<OfflineNotice />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says the app works offline once every file is cached, and goes on OK', () => {
    render(<OfflineNotice />);
    act(() => announceOfflineReady());
    expect(screen.getByRole('status').textContent).toContain('ready to work offline');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('status').textContent).toBe('');
    // Said again (another registration callback): still gone on this page.
    act(() => announceOfflineReady());
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
