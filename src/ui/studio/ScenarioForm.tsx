// The scenario's own fields (title, ttl, job, schema) and its workers: add, rename, remove, skew.
import { useState } from 'react';
import { isWorker } from '../../engine/actors';
import { t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';

export function ScenarioForm() {
  const model = useAppStore((s) => s.studio.model);
  const actions = useActions();
  const workers = model.actors.filter(isWorker);
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
        <input
          type="number"
          min={1}
          value={model.ttl}
          onChange={(e) => {
            const ttl = Number(e.target.value);
            if (Number.isInteger(ttl) && ttl >= 1) void actions.studioSetFields({ ttl });
          }}
        />
      </label>
      <label>
        {t('studio.scenario.job')}
        <input
          value={model.job}
          onChange={(e) => {
            if (e.target.value.trim() !== '') void actions.studioSetFields({ job: e.target.value });
          }}
        />
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
        <input
          type="number"
          value={skew ?? 0}
          aria-label={t('studio.worker.skewLabel', { name })}
          onChange={(e) => {
            const v = Number(e.target.value);
            if (!Number.isInteger(v)) return;
            const clockSkew = { ...model.clockSkew };
            if (v === 0) delete clockSkew[name];
            else clockSkew[name] = v;
            void actions.studioSetFields({ clockSkew });
          }}
        />
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
