// The legend under the studio's lanes: each action's mark beside its name, for every built-in
// action and each action of the scenario's own, named in its SQL or its steps (whose mark is
// its first letters).
import { BUILTIN_ACTIONS } from '../../engine/types';
import { t } from '../../i18n/i18n';
import { useAppStore } from '../../state/useAppStore';
import { actionWord, GlyphIcon } from './stepGlyphs';

export function StepLegend() {
  const model = useAppStore((s) => s.studio.model);
  const builtin: readonly string[] = BUILTIN_ACTIONS;
  const named = [...Object.keys(model.sql), ...model.steps.map((s) => s.do)];
  const custom = [...new Set(named)].filter((a) => !builtin.includes(a));
  return (
    <ul className="studio-legend" aria-label={t('studio.legend.label')} data-testid="step-legend">
      {builtin.map((a) => (
        <li key={a} data-action={a}>
          <GlyphIcon action={a} />
          {actionWord(a)}
        </li>
      ))}
      {custom.map((a) => (
        <li key={a} data-action={a}>
          <GlyphIcon action={a} />
          {t('studio.legend.custom', { action: a })}
        </li>
      ))}
    </ul>
  );
}
