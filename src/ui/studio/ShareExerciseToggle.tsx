// The toolbar's "Share as exercise…" button and its panel, which loads with its messages on first
// opening (the panel brings the exercise link's code with it; see ShareExercise.tsx).
import { lazy, Suspense } from 'react';
import { t, withMessages } from '../../i18n/i18n';

const ShareExercise = lazy(() => withMessages('ShareExercise', import('./ShareExercise')));

interface ButtonProps {
  open: boolean;
  /** The scenario is valid: only then can it be shared. */
  valid: boolean;
  onToggle(): void;
}

export function ShareExerciseButton({ open, valid, onToggle }: ButtonProps) {
  return (
    <button
      type="button"
      data-testid="share-exercise"
      aria-expanded={open}
      disabled={!valid}
      onClick={onToggle}
    >
      {t('studio.toolbar.shareExercise')}
    </button>
  );
}

/** The panel while open (and the scenario valid), on a row of its own under the toolbar. */
export function ShareExercisePanel({ open, valid }: { open: boolean; valid: boolean }) {
  if (!open || !valid) return null;
  return (
    <Suspense fallback={<p role="status">{t('studio.exercise.heading')}…</p>}>
      <ShareExercise />
    </Suspense>
  );
}
