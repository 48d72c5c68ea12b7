import type { Lesson } from '../../content/lesson';
import { useAppStore } from '../../state/useAppStore';
import { useShowTimeline } from './useShowTimeline';

interface Props {
  lesson: Lesson;
}

/** Which timeline the player shows: each scenario as written, or the exercise's timelines with your SQL. */
export function ScenarioSwitcher({ lesson }: Props) {
  const showScenario = useShowTimeline(lesson.id);
  const view = useAppStore((s) => s.lesson.view);
  const ex = lesson.exercise;
  const options = [
    ...lesson.scenarios.map((s) => ({
      id: s.id,
      mine: false,
      label: s.caption ?? s.scenario.title,
    })),
    ...[ex.scenario, ...ex.variants.map((v) => v.id)].map((id) => ({
      id,
      mine: true,
      label: `${id === ex.scenario ? 'The exercise' : `Variant: ${id}`} with your SQL`,
    })),
  ];
  const value = view ? `${view.mine ? 'mine' : 'as-written'}:${view.scenario}` : '';
  return (
    <label className="scenario-switcher">
      Timeline{' '}
      <select
        data-testid="lesson-scenario"
        value={value}
        onChange={(e) => {
          const [kind, id] = e.target.value.split(/:(.*)/s);
          if (id) showScenario(id, kind === 'mine');
        }}
      >
        {options.map((o) => (
          <option key={`${o.mine}:${o.id}`} value={`${o.mine ? 'mine' : 'as-written'}:${o.id}`}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
