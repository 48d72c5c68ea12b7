// The drafts saved on this device, newest first: open one, or delete it.
import { currentLocale, t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';

// Made when first used (an Intl formatter costs a first visit time), in the page's language.
let savedDate: Intl.DateTimeFormat | undefined;
const SAVED_DATE = () =>
  (savedDate ??= new Intl.DateTimeFormat(currentLocale(), {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }));

export function DraftList() {
  const drafts = useAppStore((s) => s.studio.drafts);
  const current = useAppStore((s) => s.studio.draftId);
  const actions = useActions();
  // While saving fails, the drafts are in this tab only (StorageNotice says so): promise nothing.
  const saving = useAppStore((s) => s.saving.failure === null);
  const list = Object.values(drafts).sort((a, b) => b.savedAt - a.savedAt);
  return (
    <section className="studio-drafts" aria-label={t('studio.drafts.title')}>
      <h3>{t('studio.drafts.title')}</h3>
      {!saving && (
        <p className="studio-hint" data-testid="drafts-unsaved">
          {t('studio.drafts.unsaved')}
        </p>
      )}
      {list.length === 0 ? (
        saving && <p className="studio-hint">{t('studio.drafts.empty')}</p>
      ) : (
        <ul data-testid="studio-drafts">
          {list.map((d) => (
            <li key={d.id} data-testid="studio-draft" aria-current={d.id === current || undefined}>
              <button type="button" onClick={() => void actions.studioOpenDraft(d.id)}>
                {d.title || t('studio.drafts.untitled')}
              </button>{' '}
              <small>{d.savedAt ? SAVED_DATE().format(new Date(d.savedAt)) : ''}</small>{' '}
              <button
                type="button"
                aria-label={t('studio.drafts.deleteLabel', { title: d.title })}
                onClick={() => actions.studioDeleteDraft(d.id)}
              >
                {t('studio.drafts.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
