// The small menu that opens on a lane at a tick: one item per action the actor can take, each
// with its mark and its name. It takes the focus as it opens: ↑ ↓ (or ← →), Home and End move
// between the items, Enter or Space chooses, Escape or Tab closes it (the lane editor then puts
// the focus back where it was).
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { t } from '../../i18n/i18n';
import { actionWord, GlyphIcon } from './stepGlyphs';

interface Props {
  actor: string;
  at: number;
  x: number;
  y: number;
  choices: string[];
  onChoose(action: string): void;
  onClose(): void;
}

/** Where a key moves the focus among `count` items from `from`; null for a key that does not. */
export function menuMove(key: string, from: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return (from + 1) % count;
    case 'ArrowUp':
    case 'ArrowLeft':
      return (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

export function StepMenu({ actor, at, x, y, choices, onChoose, onClose }: Props) {
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    itemsOf(menu.current)[0]?.focus();
    menu.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' || e.key === 'Tab') {
      // Handled here: neither the player's keys nor the browser's next field.
      e.preventDefault();
      e.stopPropagation();
      onClose();
      return;
    }
    const all = itemsOf(menu.current);
    const to = menuMove(e.key, all.indexOf(document.activeElement as HTMLElement), all.length);
    if (to === null) return;
    e.preventDefault();
    all[to]?.focus();
  };

  return (
    <div
      ref={menu}
      className="studio-menu menu"
      role="menu"
      aria-label={t('studio.menu.label', { actor, at })}
      data-testid="step-menu"
      data-actor={actor}
      data-at={at}
      style={{ left: x, top: y }}
      onKeyDown={onKeyDown}
    >
      <p className="studio-menu-title" aria-hidden="true">
        {t('studio.menu.title', { actor, at })}
      </p>
      {choices.map((c) => (
        <button
          key={c}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="studio-menu-item"
          data-action={c}
          onClick={() => onChoose(c)}
        >
          <GlyphIcon action={c} />
          {actionWord(c)}
        </button>
      ))}
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className="studio-menu-cancel"
        onClick={onClose}
      >
        {t('studio.menu.cancel')}
      </button>
    </div>
  );
}
