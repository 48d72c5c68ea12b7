import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateNotice } from './UpdateNotice';
import {
  announceUpdate,
  applyUpdate,
  dismissUpdate,
  isUpdateReady,
  resetUpdate,
  subscribeToUpdate,
} from './updateReady';

const render = () => renderToStaticMarkup(createElement(UpdateNotice));

afterEach(() => resetUpdate());

describe('the update notice', () => {
  it('shows nothing but its empty live region while no new version waits', () => {
    const html = render();
    expect(html).toBe('<div role="status"></div>');
    expect(isUpdateReady()).toBe(false);
  });

  it('says a new version is ready, with Reload and Later, once one waits', () => {
    announceUpdate(() => undefined);
    const html = render();
    expect(html).toContain('role="status"');
    expect(html).toContain('data-testid="update-notice"');
    expect(html).toContain('<p>A new version is ready.</p>');
    expect(html).toMatch(/<button[^>]*data-testid="update-reload"[^>]*>Reload<\/button>/);
    expect(html).toMatch(/<button[^>]*data-testid="update-later"[^>]*>Later<\/button>/);
  });

  it('goes away on Later and stays away on this page, though the version still waits', () => {
    const activate = vi.fn();
    announceUpdate(activate);
    dismissUpdate();
    expect(render()).not.toContain('update-notice');
    // The worker's registration may say it again (installed, then waiting): still hidden.
    announceUpdate(activate);
    expect(isUpdateReady()).toBe(false);
    expect(activate).not.toHaveBeenCalled();
  });

  it('hands over to the waiting version on Reload, and only then', () => {
    const activate = vi.fn();
    applyUpdate(); // nothing waits yet: nothing to do
    announceUpdate(activate);
    expect(activate).not.toHaveBeenCalled();
    applyUpdate();
    expect(activate).toHaveBeenCalledOnce();
  });

  it('tells its subscribers when it shows and when it hides, not when told twice', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToUpdate(listener);
    announceUpdate(() => undefined);
    announceUpdate(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    dismissUpdate();
    dismissUpdate();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    resetUpdate();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
