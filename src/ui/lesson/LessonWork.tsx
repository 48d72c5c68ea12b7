// The lesson's player, exercise and extras: a lazy part of the lesson page (LessonPage.tsx), so
// the reading paints before their code has arrived.
import type { Lesson } from '../../content/lessons/lesson';
import { useActions } from '../../state/useAppStore';
import { VeiledPlayer } from '../predict/VeiledPlayer';
import { ExercisePanel } from './ExercisePanel';
import { LessonExtras } from './LessonExtras';
import { ScenarioSwitcher } from './ScenarioSwitcher';
import { SqlToggle } from './SqlToggle';

/** The lesson's player, exercise and extras: what the page renders just after the reading. */
export function LessonWork({
  lesson,
  id,
  predicted,
}: {
  lesson: Lesson;
  id: string;
  predicted: boolean;
}) {
  const actions = useActions();
  return (
    <>
      <div className="lesson-stage">
        <ScenarioSwitcher lesson={lesson} />
        <SqlToggle lesson={lesson} />
        <VeiledPlayer
          veiled={!predicted}
          onSkip={actions.submitPredictions}
          accepts={(s) => (s.kind === 'lesson' && s.lesson === id) || s.kind === 'counterexample'}
        />
      </div>
      <ExercisePanel lesson={lesson} />
      <div className="lesson-more">
        <LessonExtras lesson={lesson} />
      </div>
    </>
  );
}
