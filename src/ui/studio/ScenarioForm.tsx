// The scenario's own fields (title, ttl, job, schema) and its workers: add, rename, remove, skew.
import { useState } from 'react';
import { isWorker } from '../../engine/actors';
import { t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';
import { notBlank, useFieldDraft, wholeIn } from '../useFieldDraft';

export function ScenarioForm() {
  const model = useAppStore((s) => s.studio.model);
  const actions = useActions();
  const workers = model.actors.filter(isWorker);
  const ttl = useFieldDraft({
    value: model.ttl,
    read: wholeIn(1),
    commit: (n) => void actions.studioSetFields({ ttl: n }),
  });
  const job = useFieldDraft({
    value: model.job,
    read: notBlank,
    commit: (text) => void actions.studioSetFields({ job: text }),
  });
  return (
    <fieldset className="studio-form" data-testid="scenario-form">
      <legend>{t('studio.scenario.legend')}</legend>
      <label>
        {t('studio.scenario.title')}
        <input
          value={model.title}
          data-testid="scenario-title-input"
          onChange={(e) => void actions.studioSetFields({ title: e.target.value })}
        />
      </label>
      <label>
        {t('studio.scenario.ttl')}
        <input type="number" min={1} {...ttl} />
      </label>
      <label>
        {t('studio.scenario.job')}
        <input {...job} />
      </label>
      <label>
        {t('studio.scenario.schema')}
        <textarea
          rows={3}
          spellCheck={false}
          value={model.schema ?? ''}
          onChange={(e) => void actions.studioSetFields({ schema: e.target.value || undefined })}
        />
      </label>
      <div className="studio-workers" role="group" aria-label={t('studio.workers.label')}>
        {workers.map((w) => (
          <WorkerRow key={w} name={w} skew={model.clockSkew[w]} />
        ))}
        <button type="button" onClick={() => void actions.studioAddWorker()}>
          {t('studio.workers.add')}
        </button>
      </div>
    </fieldset>
  );
}

function WorkerRow({ name, skew }: { name: string; skew: number | undefined }) {
  const actions = useActions();
  const model = useAppStore((s) => s.studio.model);
  const [draft, setDraft] = useState(name);
  const clock = useFieldDraft({
    value: skew ?? 0,
    read: wholeIn(-Number.MAX_SAFE_INTEGER),
    commit: (v) => {
      const clockSkew = { ...model.clockSkew };
      if (v === 0) delete clockSkew[name];
      else clockSkew[name] = v;
      void actions.studioSetFields({ clockSkew });
    },
  });
  const rename = () => {
    if (draft.trim() && draft !== name) void actions.studioRenameWorker(name, draft.trim());
    else setDraft(name);
  };
  return (
    <div className="studio-worker" data-testid="studio-worker" data-name={name}>
      <label>
        {t('studio.worker.name')}
        <input
          value={draft}
          aria-label={t('studio.worker.nameLabel', { name })}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={rename}
          onKeyDown={(e) => {
            if (e.key === 'Enter') rename();
          }}
        />
      </label>
      <label>
        {t('studio.worker.skew')}
        <input type="number" aria-label={t('studio.worker.skewLabel', { name })} {...clock} />
      </label>
      <button
        type="button"
        aria-label={t('studio.worker.removeLabel', { name })}
        onClick={() => void actions.studioRemoveWorker(name)}
      >
        {t('studio.worker.remove')}
      </button>
    </div>
  );
}
