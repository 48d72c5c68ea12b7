// Under the editor: why an edit was refused, why the text does not parse, and which outcomes the
// last re-run changed (the timeline marks them too).
import type { Outcome } from '../../engine/types';
import { colon, t } from '../../i18n/i18n';
import { issueField, issueMessage } from '../../i18n/issueText';
import { useAppStore } from '../../state/useAppStore';

/** An outcome in words, or a dash for none. */
const outcomeWord = (outcome: Outcome | null | undefined) =>
  outcome ? t(`editor.outcome.${outcome}`) : '—';

export function RunSummary() {
  const editError = useAppStore((s) => s.editor.editError);
  const issues = useAppStore((s) => s.editor.issues);
  const trace = useAppStore((s) => s.player.trace);
  const previous = useAppStore((s) => s.player.previous);
  const changed = useAppStore((s) => s.player.changed);

  return (
    <div className="run-summary" aria-live="polite">
      {editError && (
        <p className="editor-alert" role="alert" data-testid="edit-error">
          {editError}
        </p>
      )}
      {issues.length > 0 && (
        <div className="editor-alert" data-testid="draft-issues">
          <p>{t('editor.summary.invalid')}</p>
          <ul>
            {issues.map((issue, k) => (
              <li key={k}>
                <code>
                  {t('editor.summary.issue', {
                    line: issue.line ?? '?',
                    field: issueField(issue),
                    message: issueMessage(issue),
                  })}
                </code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {trace && previous && issues.length === 0 && (
        <div className="run-changes" data-testid="run-changes" data-count={changed.length}>
          {changed.length === 0 ? (
            <p>{t('editor.summary.unchanged')}</p>
          ) : (
            <>
              <p>{t('editor.summary.changed', { n: changed.length })}</p>
              <ul>
                {changed.map((i) => {
                  const now = trace.steps[i];
                  const before = previous.steps[i];
                  if (!now) return null;
                  return (
                    <li key={i} data-testid="changed-step" data-step={i}>
                      t={now.at} {now.actor} <code>{now.do}</code>
                      {colon()}
                      <span className={`outcome outcome-${before?.outcome ?? 'none'}`}>
                        {outcomeWord(before?.outcome)}
                      </span>{' '}
                      →{' '}
                      <span className={`outcome outcome-${now.outcome ?? 'none'}`}>
                        {outcomeWord(now.outcome)}
                      </span>
                      {now.violations.map((v) => (
                        <span key={v.rule} className="changed-violation" data-rule={v.rule}>
                          {' '}
                          ⚠ {v.rule}
                        </span>
                      ))}
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
