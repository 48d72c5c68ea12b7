// The scenario's YAML beside the lanes. Typing a valid scenario updates the lanes; an invalid one
// keeps the last valid model and lists the validator's messages, worded as the CLI words them (in
// the page's language).
import { t } from '../../i18n/i18n';
import { issueLine } from '../../i18n/issueText';
import { useActions, useAppStore } from '../../state/useAppStore';

export function YamlPane() {
  const text = useAppStore((s) => s.studio.text);
  const issues = useAppStore((s) => s.studio.issues);
  const actions = useActions();
  return (
    <div className="studio-yaml">
      <label htmlFor="studio-yaml-text">{t('studio.yaml.label')}</label>
      <textarea
        id="studio-yaml-text"
        data-testid="studio-yaml"
        spellCheck={false}
        rows={18}
        value={text}
        aria-invalid={issues.length > 0}
        aria-describedby={issues.length > 0 ? 'studio-issues' : undefined}
        onChange={(e) => void actions.studioSetText(e.target.value)}
      />
      {issues.length > 0 && (
        <ul id="studio-issues" className="studio-issues" role="alert" data-testid="studio-issues">
          {issues.map((i, k) => (
            <li key={k} data-line={i.line ?? ''} data-field={i.field}>
              {issueLine(i)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
