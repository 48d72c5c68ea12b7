// What to compare: the example as shipped against the draft, or two versions of one action's SQL.
import { useId, useState } from 'react';
import { sqlActionsOf } from '../../content/studio/scenarioSql';
import { t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';
import { tabSqlOf } from '../editor/tabs';

interface Props {
  running: boolean;
}

type Mode = 'draft' | 'action';

export function CompareForm({ running }: Props) {
  const id = useId();
  const scenario = useAppStore((s) => s.editor.scenario);
  const original = useAppStore((s) => s.editor.original);
  const text = useAppStore((s) => s.editor.text);
  const openTab = useAppStore((s) => s.editor.tab);
  const { compareRuns } = useActions();
  const [mode, setMode] = useState<Mode>('draft');
  const [action, setAction] = useState('');
  const [a, setA] = useState('');
  const [b, setB] = useState('');

  const actions = scenario ? sqlActionsOf(scenario) : [];
  /** Starts both versions from the action as shipped (A) and as in the draft (B). */
  const choose = (name: string) => {
    setAction(name);
    setA(original === null ? '' : (tabSqlOf(original, name) ?? ''));
    setB(tabSqlOf(text, name) ?? '');
  };
  const pickMode = (next: Mode) => {
    setMode(next);
    if (next === 'action' && !actions.includes(action)) {
      const first = actions.includes(openTab) ? openTab : actions[0];
      if (first) choose(first);
    }
  };
  const submit = () =>
    void compareRuns(mode === 'draft' ? { kind: 'draft' } : { kind: 'action', action, a, b });

  return (
    <form
      className="compare-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset>
        <legend>{t('compare.form.legend')}</legend>
        <label>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'draft'}
            onChange={() => pickMode('draft')}
          />{' '}
          {t('compare.form.draft')}
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'action'}
            onChange={() => pickMode('action')}
            disabled={actions.length === 0}
          />{' '}
          {t('compare.form.action')}
        </label>
      </fieldset>
      {mode === 'action' && (
        <div className="compare-versions">
          <div className="compare-action">
            <label htmlFor={`${id}-action`}>{t('compare.form.actionLabel')}</label>
            <select id={`${id}-action`} value={action} onChange={(e) => choose(e.target.value)}>
              {actions.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <label>
            {t('compare.form.versionA')}{' '}
            <span className="hint">{t('compare.form.versionAHint')}</span>
            <textarea
              value={a}
              onChange={(e) => setA(e.target.value)}
              spellCheck={false}
              rows={4}
            />
          </label>
          <label>
            {t('compare.form.versionB')}{' '}
            <span className="hint">{t('compare.form.versionBHint')}</span>
            <textarea
              value={b}
              onChange={(e) => setB(e.target.value)}
              spellCheck={false}
              rows={4}
            />
          </label>
        </div>
      )}
      <button
        type="submit"
        className="button-primary"
        data-testid="compare-run"
        disabled={running || original === null || (mode === 'action' && !action)}
      >
        {t(running ? 'compare.form.running' : 'compare.form.run')}
      </button>
    </form>
  );
}
