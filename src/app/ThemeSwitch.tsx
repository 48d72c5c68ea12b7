// The header's theme switch: follow the system, or always light, or always dark (see theme.ts).
import { useSyncExternalStore } from 'react';
import { t } from '../i18n/i18n';
import { setThemeChoice, subscribeTheme, themeChoice, type ThemeChoice } from './theme';

const CHOICES: { choice: ThemeChoice; label: () => string; icon: string }[] = [
  { choice: 'system', label: () => t('theme.system'), icon: '◐' },
  { choice: 'light', label: () => t('theme.light'), icon: '☀' },
  { choice: 'dark', label: () => t('theme.dark'), icon: '☾' },
];

export function ThemeSwitch() {
  const chosen = useSyncExternalStore(subscribeTheme, themeChoice, () => 'system' as const);
  return (
    <fieldset className="theme-switch" data-testid="theme-switch" data-theme-choice={chosen}>
      <legend className="visually-hidden">{t('theme.legend')}</legend>
      {CHOICES.map((c) => (
        <label
          key={c.choice}
          className="theme-choice"
          title={t('theme.title', { name: c.label() })}
        >
          <input
            type="radio"
            name="fencelab-theme"
            value={c.choice}
            checked={chosen === c.choice}
            onChange={() => setThemeChoice(c.choice)}
          />
          <span className="theme-choice-icon" aria-hidden="true">
            {c.icon}
          </span>
          <span className="theme-choice-label">{c.label()}</span>
        </label>
      ))}
    </fieldset>
  );
}
