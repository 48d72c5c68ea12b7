// The small menu that opens where a lane was clicked: one button per action the actor can take.
import { useEffect, useRef } from 'react';
import { t } from '../../i18n/i18n';

interface Props {
  actor: string;
  at: number;
  x: number;
  y: number;
  choices: string[];
  onChoose(action: string): void;
  onClose(): void;
}

export function StepMenu({ actor, at, x, y, choices, onChoose, onClose }: Props) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div
      className="studio-menu menu"
      role="menu"
      aria-label={t('studio.menu.label', { actor, at })}
      data-testid="step-menu"
      style={{ left: x, top: y }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <p className="studio-menu-title">{t('studio.menu.title', { actor, at })}</p>
      {choices.map((c, i) => (
        <button
          key={c}
          ref={i === 0 ? first : undefined}
          type="button"
          role="menuitem"
          data-action={c}
          onClick={() => onChoose(c)}
        >
          {c}
        </button>
      ))}
      <button type="button" className="studio-menu-cancel" onClick={onClose}>
        {t('studio.menu.cancel')}
      </button>
    </div>
  );
}
