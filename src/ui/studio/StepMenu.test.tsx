// @vitest-environment jsdom
// The add-step menu from the keyboard: it takes the focus, the arrows move it among the items,
// Escape and Tab close it; each item shows its action's mark and name.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { menuMove, StepMenu } from './StepMenu';

afterEach(cleanup);

const open = () => {
  const onChoose = vi.fn();
  const onClose = vi.fn();
  render(
    <StepMenu
      actor="A"
      at={7}
      x={0}
      y={0}
      choices={['claim', 'commit', 'release']}
      onChoose={onChoose}
      onClose={onClose}
    />,
  );
  return { onChoose, onClose, menu: screen.getByRole('menu', { name: 'Add a step for A at t=7' }) };
};

describe('the add-step menu', () => {
  it('focuses its first item and moves with the arrows, Home and End, round the ends', () => {
    const { menu } = open();
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.dataset.action ?? i.textContent)).toEqual([
      'claim',
      'commit',
      'release',
      'Close menu',
    ]);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(items[3]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[3]);
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);
  });

  it('closes on Escape and on Tab, and chooses the item pressed', () => {
    const { menu, onClose, onChoose } = open();
    fireEvent.keyDown(menu, { key: 'Escape' });
    fireEvent.keyDown(menu, { key: 'Tab' });
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('menuitem', { name: 'commit' }));
    expect(onChoose).toHaveBeenCalledWith('commit');
  });

  it("names its close item unlike any action, the user's cancel among them", () => {
    const onClose = vi.fn();
    render(
      <StepMenu
        actor="user"
        at={2}
        x={0}
        y={0}
        choices={['cancel', 'read']}
        onChoose={vi.fn()}
        onClose={onClose}
      />,
    );
    const names = screen.getAllByRole('menuitem').map((i) => i.textContent?.trim().toLowerCase());
    expect(names).toEqual(['cancel', 'read', 'close menu']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Close menu' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('words its close item, in each language, so that no action reads like it', () => {
    for (const locale of ['en', 'zh-CN']) {
      const file = `src/i18n/messages/${locale}/studio.json`;
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const close = (catalog['studio.menu.cancel'] ?? '').toLowerCase();
      const actions = Object.entries(catalog)
        .filter(([key]) => key.startsWith('studio.action.'))
        .map(([, word]) => word.toLowerCase());
      expect(actions.length).toBeGreaterThan(5);
      for (const word of actions) {
        expect(word.includes(close) || close.includes(word), `${close} ~ ${word}`).toBe(false);
      }
    }
  });

  it('draws an icon for a built-in action and the first letters of a custom one', () => {
    open();
    const claim = screen.getByRole('menuitem', { name: 'claim' });
    expect(claim.querySelector('svg path')).not.toBeNull();
    const custom = screen.getByRole('menuitem', { name: 'release' });
    expect(custom.querySelector('svg text')?.textContent).toBe('re');
  });
});

describe('moving in a menu', () => {
  it('ignores the keys it does not use, and an empty menu', () => {
    expect(menuMove('a', 0, 3)).toBeNull();
    expect(menuMove('ArrowDown', 0, 0)).toBeNull();
    expect(menuMove('ArrowRight', 2, 3)).toBe(0);
    expect(menuMove('ArrowLeft', 0, 3)).toBe(2);
  });
});
