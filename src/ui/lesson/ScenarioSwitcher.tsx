import type { Lesson } from '../../content/lesson';
import { isExerciseTimeline } from '../../state/lessonSql';
import { useAppStore } from '../../state/useAppStore';
import { useShowTimeline } from './useShowTimeline';

interface Props {
  lesson: Lesson;
}

/** Which timeline the player shows: the lesson's scenarios, then the exercise's variants. */
export function ScenarioSwitcher({ lesson }: Props) {
  const showScenario = useShowTimeline(lesson.id);
  const view = useAppStore((s) => s.lesson.view);
  const ex = lesson.exercise;
  const options = [
    ...lesson.scenarios.map((s) => {
      const label = s.caption ?? s.scenario.title;
      return { id: s.id, label: s.id === ex.scenario ? `The exercise: ${label}` : label };
    }),
    ...ex.variants.map((v) => ({ id: v.id, label: `Variant: ${v.caption ?? v.id}` })),
  ];
  return (
    <label className="scenario-switcher">
      Timeline{' '}
      <select
        data-testid="lesson-scenario"
        value={view?.scenario ?? ''}
        onChange={(e) => {
          const id = e.target.value;
          // From one exercise timeline to another, the SQL chosen stays.
          const keep = view && view.sql !== 'written' && isExerciseTimeline(lesson, id);
          if (id) showScenario(id, keep ? view.sql : null);
        }}
      >
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
