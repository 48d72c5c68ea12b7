// The selected step's fields: time, actor, action, pause end, payload, key, note and expect.
import { actionsFor } from '../../content/studio/studioModel';
import { OUTCOMES, type Outcome } from '../../engine/types';
import { t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';
import { useFieldDraft, wholeIn } from '../useFieldDraft';
import { issuesByStep } from './stepIssues';

/** A number typed into a field, or undefined when it is empty or not a whole number. */
const wholeOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : undefined);

export function StepForm() {
  const model = useAppStore((s) => s.studio.model);
  const id = useAppStore((s) => s.studio.selected);
  const issues = useAppStore((s) => s.studio.issues);
  const actions = useActions();
  const index = model.steps.findIndex((s) => s.id === id);
  const step = model.steps[index];
  if (!step) {
    return (
      <p className="studio-hint" data-testid="step-form-empty">
        {t('studio.step.empty')}
      </p>
    );
  }
  const update = (patch: Parameters<typeof actions.studioUpdateStep>[1]) =>
    void actions.studioUpdateStep(step.id, patch);
  const choices = actionsFor(step.actor, model);
  return (
    <fieldset className="studio-form" data-testid="step-form" data-id={step.id}>
      <legend>
        {t('studio.step.legend', { actor: step.actor, action: step.do, at: step.at })}
      </legend>
      {issuesByStep(issues)
        .get(index)
        ?.map((m) => (
          <p key={m} className="studio-step-issue" role="alert" data-testid="step-issue">
            {m}
          </p>
        ))}
      <StepTime id={step.id} at={step.at} />
      <label>
        {t('studio.step.actor')}
        <select value={step.actor} onChange={(e) => update({ actor: e.target.value })}>
          {model.actors.map((a) => (
            <option key={a}>{a}</option>
          ))}
        </select>
      </label>
      <label>
        {t('studio.step.action')}
        <select value={step.do} onChange={(e) => update({ do: e.target.value })}>
          {[...new Set([step.do, ...choices])].map((a) => (
            <option key={a}>{a}</option>
          ))}
        </select>
      </label>
      {step.do === 'pause' && (
        <label>
          {t('studio.step.until')}
          <input
            type="number"
            min={step.at + 1}
            value={step.until ?? ''}
            onChange={(e) => update({ until: wholeOf(e.target.value) })}
          />
        </label>
      )}
      <label>
        {t('studio.step.expect')}
        <select
          value={step.expect ?? ''}
          data-testid="step-expect"
          onChange={(e) => update({ expect: (e.target.value || undefined) as Outcome | undefined })}
        >
          <option value="">{t('studio.step.none')}</option>
          {OUTCOMES.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </select>
      </label>
      <label>
        {t('studio.step.payload')}
        <input
          value={step.payload ?? ''}
          placeholder={`${step.actor}@${step.at}`}
          onChange={(e) => update({ payload: e.target.value || undefined })}
        />
      </label>
      <label>
        {t('studio.step.key')}
        <input
          value={step.key ?? ''}
          placeholder={`${model.job}:${step.do}`}
          onChange={(e) => update({ key: e.target.value || undefined })}
        />
      </label>
      <label>
        {t('studio.step.note')}
        <input
          value={step.note ?? ''}
          onChange={(e) => update({ note: e.target.value || undefined })}
        />
      </label>
      <button
        type="button"
        onClick={() => {
          // The form goes with its step: the focus goes to the step's lane, not the page's body.
          const lane = document.querySelector<SVGElement>(
            `[data-testid="studio-lane"][data-actor="${CSS.escape(step.actor)}"]`,
          );
          void actions.studioRemoveStep(step.id);
          lane?.focus();
        }}
      >
        {t('studio.step.remove')}
      </button>
    </fieldset>
  );
}

/** The step's tick: the step moves there as a whole number is typed. */
function StepTime({ id, at }: { id: string; at: number }) {
  const actions = useActions();
  const field = useFieldDraft({
    value: at,
    read: wholeIn(0),
    commit: (n) => void actions.studioMoveStep(id, n),
  });
  return (
    <label>
      {t('studio.step.at')}
      <input type="number" min={0} {...field} />
    </label>
  );
}
