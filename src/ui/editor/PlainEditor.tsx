// The stand-in for Monaco when it cannot load: a plain text box on the same tab, same actions.
import { useId, type KeyboardEvent } from 'react';
import { t } from '../../i18n/i18n';
import { YAML_TAB } from '../../state/yamlTab';
import { useActions, useAppStore } from '../../state/useAppStore';
import { hasErrors, type MarkerSpec } from './markers';
import { MarkerList } from './MarkerList';
import { tabSqlOf } from './tabs';
import { useTypedValue } from './typedValue';

interface Props {
  tab: string;
  sqlLocked: boolean;
  /** True when it stands in because Monaco failed (it says so). */
  failed?: boolean;
  /** The open tab's markers, listed under the box. */
  markers?: readonly MarkerSpec[] | undefined;
}

export function PlainEditor({ tab, sqlLocked, failed = false, markers }: Props) {
  const problems = useId();
  const text = useAppStore((s) => s.editor.text);
  const { setText, setActionSql, runDraft } = useActions();
  const isYaml = tab === YAML_TAB;
  const [value, typed] = useTypedValue(isYaml ? text : (tabSqlOf(text, tab) ?? ''), tab, !isYaml);
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void runDraft();
    }
  };
  return (
    <div className="plain-editor">
      {failed && (
        <p className="editor-note" role="status">
          {t('editor.plain.failed')}
        </p>
      )}
      <textarea
        aria-label={isYaml ? t('editor.yamlLabel') : t('editor.sqlOf', { action: tab })}
        aria-describedby={markers?.length ? problems : undefined}
        aria-invalid={hasErrors(markers) || undefined}
        data-testid="plain-editor"
        spellCheck={false}
        value={value}
        readOnly={!isYaml && sqlLocked}
        onKeyDown={onKeyDown}
        onChange={(e) => {
          typed(e.target.value);
          if (isYaml) setText(e.target.value);
          else void setActionSql(tab, e.target.value);
        }}
      />
      <MarkerList id={problems} markers={markers} />
    </div>
  );
}
