import { useId } from 'react';
import { t } from '../../../i18n/i18n';
import { selectExamples, selectSelected } from '../../../state/selectors';
import { useAppStore } from '../../../state/useAppStore';
import { navigate } from '../../navigation/navigation';
import { exampleHref } from '../../navigation/routes';

/** Chooses one of the example scenarios in lessons/scenarios. */
export function ExamplePicker() {
  const id = useId();
  const examples = useAppStore(selectExamples);
  const selected = useAppStore(selectSelected);
  const known = selected !== null && examples.includes(selected);
  return (
    <div className="picker">
      <label htmlFor={id}>{t('player.picker.label')}</label>
      <select
        id={id}
        data-testid="example-picker"
        value={known ? selected : ''}
        // The address drives the playground: back and forward come for free.
        onChange={(e) => navigate(exampleHref(e.target.value))}
      >
        {!known && (
          <option value="" disabled>
            {t('player.picker.choose')}
          </option>
        )}
        {examples.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
