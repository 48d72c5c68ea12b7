import { t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';
import { clampTo, useFieldDraft, wholeIn } from '../useFieldDraft';

/** The timer's switch and length; the choice is kept across reloads. */
export function TimerSettings() {
  const actions = useActions();
  const timer = useAppStore((s) => s.practice.timer);
  const seconds = useFieldDraft({
    value: timer.seconds,
    read: wholeIn(10, 3600),
    settle: clampTo(10, 3600),
    commit: (n) => actions.setTimer({ seconds: n }),
  });
  return (
    <fieldset className="timer-settings" data-testid="timer-settings">
      <legend>{t('practice.timer.legend')}</legend>
      <label>
        <input
          type="checkbox"
          checked={timer.on}
          onChange={(e) => actions.setTimer({ on: e.target.checked })}
        />{' '}
        {t('practice.timer.on')}
      </label>{' '}
      <label>
        {t('practice.timer.seconds')}{' '}
        <input
          type="number"
          min={10}
          max={3600}
          step={10}
          disabled={!timer.on}
          data-testid="timer-seconds"
          {...seconds}
        />
      </label>
    </fieldset>
  );
}
