// The run, in short, above the editor on a narrow screen (lessonRun.css): where the player is
// not beside the editor, this strip stays at the top of the screen while the learner edits, so
// that edit → run → look needs no scrolling. It shows what the player shows: the timeline's name,
// the verdict and each step's outcome; "Show the timeline" brings the whole player into view.
import { Suspense } from 'react';
import { t } from '../../i18n/i18n';
import { selectTrace } from '../../state/selectors';
import { useAppStore } from '../../state/useAppStore';
import { lazyNamed } from '../lazyNamed';
import type { ExerciseSql } from '../player/findings/verdict';
import { askForPlayer } from '../predict/playerCode';

// The verdict and the steps show once the veil lifts, with the player: their code loads then.
const loadRun = () => import('./RunStripRun');
const RunStripVerdict = lazyNamed(loadRun, 'RunStripVerdict');
const RunStripSteps = lazyNamed(loadRun, 'RunStripSteps');

interface Props {
  lessonId: string;
  /** Outcomes hidden until the learner predicts (or skips), as in the player. */
  veiled: boolean;
}

export function RunStrip({ lessonId, veiled }: Props) {
  const trace = useAppStore((s) =>
    s.player.source?.kind === 'lesson' && s.player.source.lesson === lessonId
      ? selectTrace(s)
      : null,
  );
  const sql = useAppStore((s): ExerciseSql => {
    const source = s.player.source;
    return source?.kind === 'lesson' && source.sql !== 'written' ? source.sql : null;
  });
  if (!trace) return null;
  return (
    <section className="run-strip" data-testid="run-strip" aria-label={t('lesson.strip.label')}>
      <p className="run-strip-head">
        <span className="run-strip-title">{trace.title}</span>{' '}
        {!veiled && (
          <Suspense fallback={null}>
            <RunStripVerdict trace={trace} sql={sql} />
          </Suspense>
        )}{' '}
        <button type="button" className="link-button" onClick={showPlayer}>
          {t('lesson.strip.show')}
        </button>
      </p>
      {veiled ? (
        <p className="run-strip-veiled">{t('lesson.strip.veiled')}</p>
      ) : (
        <Suspense fallback={null}>
          <RunStripSteps trace={trace} />
        </Suspense>
      )}
    </section>
  );
}

/**
 * Brings the player into view and puts the focus on it; behind the veil (inert, it takes no
 * focus) the focus goes to the veil's Skip. It asks for the player's code, which a first visit
 * has not fetched while the veil is up.
 */
function showPlayer() {
  askForPlayer();
  const player = document.querySelector<HTMLElement>('[data-testid="lesson-player"]');
  player?.scrollIntoView({ block: 'start' });
  const skip = document.querySelector<HTMLElement>('[data-testid="predict-veil"] button');
  (player?.inert && skip ? skip : player)?.focus({ preventScroll: true });
}
