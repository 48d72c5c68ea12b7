// Sharing the studio's scenario as an exercise (the toolbar's "Share as exercise…", loaded when
// first opened): the instructor ticks the actions the learner edits, gives each a starter SQL,
// a title and Markdown instructions, and makes an `/exercise#x=…` link. The scenario's own SQL for
// the ticked actions stays out of the link (content/links/exerciseLink.ts); a scenario without any
// `expect:` cannot be an exercise, and the panel says so.
import { useMemo, useState } from 'react';
import { hasExpectations, EXERCISE_PATH } from '../../content/links/exerciseLink';
import { sqlActionsOf } from '../../content/studio/scenarioSql';
import { scenarioOfModel } from '../../content/studio/studioModel';
import { t } from '../../i18n/i18n';
import { exerciseRefusalText } from '../../i18n/linkText';
import { useActions, useAppStore } from '../../state/useAppStore';
import { starterFor } from './exerciseStarter';
import { appBase } from './files';
import './ShareExercise.css';
import { copyText } from '../copyText';

export default function ShareExercise() {
  const model = useAppStore((s) => s.studio.model);
  const sharing = useAppStore((s) => s.studio.sharing);
  const { studioShareExercise } = useActions();
  const scenario = useMemo(() => scenarioOfModel(model), [model]);
  const actions = useMemo(() => sqlActionsOf(scenario), [scenario]);
  const [edit, setEdit] = useState<string[]>([]);
  const [starter, setStarter] = useState<Record<string, string>>({});
  const [title, setTitle] = useState(scenario.title);
  const [instructions, setInstructions] = useState('');
  const [safe, setSafe] = useState(true);
  // The link made, and of which scenario: an edit after it hides it (it no longer says the same).
  // Whether it went onto the clipboard: the label says "copied" only then.
  const [made, setMade] = useState<{
    url: string;
    of: typeof scenario;
    checks: number;
    copied: boolean;
  } | null>(null);
  const link = made?.of === scenario ? made.url : null;
  const [refusal, setRefusal] = useState<string | null>(null);
  // Ticks of actions an edit has since removed from the scenario do not count.
  const ticked = edit.filter((a) => actions.includes(a));

  const toggle = (action: string, on: boolean) => {
    // Ticked actions keep the order the scenario lists them in.
    setEdit(actions.filter((a) => (a === action ? on : edit.includes(a))));
    // Prefilled with what the link takes as it is (exerciseStarter.ts), never the answer.
    if (on && !Object.hasOwn(starter, action))
      setStarter({ ...starter, [action]: starterFor(scenario.sql, action) });
  };

  const make = async () => {
    const r = await studioShareExercise(scenario, {
      edit: ticked,
      starter: Object.fromEntries(ticked.map((a) => [a, starter[a] ?? ''])),
      title,
      instructions,
      safe,
    });
    if (!r.ok) {
      setMade(null);
      setRefusal(exerciseRefusalText(r.refusal));
      return;
    }
    const url = `${appBase()}${EXERCISE_PATH}#${r.fragment}`;
    setRefusal(null);
    setMade({ url, of: scenario, checks: r.exercise.checks.length, copied: false });
    const copied = await copyText(url);
    setMade((m) => (m?.url === url ? { ...m, copied } : m));
  };

  return (
    <section
      className="studio-exercise"
      aria-labelledby="studio-exercise-heading"
      data-testid="share-exercise-panel"
    >
      <h3 id="studio-exercise-heading" tabIndex={-1}>
        {t('studio.exercise.heading')}
      </h3>
      <p>{t('studio.exercise.intro')}</p>
      {!hasExpectations(scenario) ? (
        <p className="studio-exercise-refusal" role="alert" data-testid="exercise-no-expect">
          {t('studio.exercise.noExpect')}
        </p>
      ) : actions.length === 0 ? (
        <p className="studio-exercise-refusal" role="alert">
          {t('studio.exercise.noSqlAction')}
        </p>
      ) : (
        <>
          <fieldset className="studio-exercise-actions">
            <legend>{t('studio.exercise.editLegend')}</legend>
            {actions.map((a) => (
              <label key={a} className="studio-exercise-action">
                <input
                  type="checkbox"
                  data-testid="exercise-edit"
                  data-action={a}
                  checked={ticked.includes(a)}
                  onChange={(e) => toggle(a, e.target.checked)}
                />
                <code>{a}</code>
              </label>
            ))}
          </fieldset>
          {ticked.map((a) => (
            <label key={a} className="studio-exercise-field">
              {t('studio.exercise.starter', { action: a })}
              <textarea
                rows={3}
                spellCheck={false}
                className="studio-exercise-sql"
                data-testid="exercise-starter"
                data-action={a}
                placeholder={t('studio.exercise.starterPrompt', { action: a })}
                value={starter[a] ?? ''}
                onChange={(e) => setStarter({ ...starter, [a]: e.target.value })}
              />
            </label>
          ))}
          {ticked.length > 0 && (
            <p className="studio-exercise-hint">{t('studio.exercise.starterHint')}</p>
          )}
          <label className="studio-exercise-field">
            {t('studio.exercise.title')}
            <input
              value={title}
              data-testid="exercise-title-input"
              onChange={(e) => setTitle(e.target.value)}
            />
          </label>
          <label className="studio-exercise-field">
            {t('studio.exercise.instructions')}
            <textarea
              rows={5}
              value={instructions}
              data-testid="exercise-instructions-input"
              onChange={(e) => setInstructions(e.target.value)}
            />
          </label>
          <label className="studio-exercise-action">
            <input
              type="checkbox"
              checked={safe}
              data-testid="exercise-safe"
              onChange={(e) => setSafe(e.target.checked)}
            />
            {t('studio.exercise.safe')}
          </label>
          <div>
            <button
              type="button"
              className="primary"
              data-testid="make-exercise-link"
              disabled={sharing !== null}
              onClick={() => void make()}
            >
              {t('studio.exercise.make')}
            </button>
          </div>
          {sharing && (
            <p className="studio-exercise-hint" role="status" data-testid="exercise-recording">
              <progress
                max={sharing.total}
                value={sharing.done}
                aria-label={t('studio.exercise.recordingLabel')}
              />{' '}
              {t('studio.exercise.recording', { done: sharing.done, total: sharing.total })}
            </p>
          )}
          {refusal && (
            <p className="studio-exercise-refusal" role="alert" data-testid="exercise-refusal">
              {refusal}
            </p>
          )}
          {link && (
            <div className="studio-exercise-link" role="status">
              <label className="studio-exercise-field">
                {t(
                  made?.copied ? 'studio.exercise.linkLabel' : 'studio.exercise.linkLabelNotCopied',
                )}
                <input
                  readOnly
                  value={link}
                  data-testid="exercise-link"
                  onFocus={(e) => e.target.select()}
                />
              </label>
              <a href={link} data-testid="exercise-link-open">
                {t('studio.exercise.open')}
              </a>
              <p className="studio-exercise-hint" data-testid="exercise-link-checks">
                {t('studio.exercise.carries', { n: made?.checks ?? 0, length: link.length })}
              </p>
            </div>
          )}
        </>
      )}
    </section>
  );
}
