import type { Lesson } from '../../content/lessons/lesson';
import { t } from '../../i18n/i18n';
import { isExerciseTimeline } from '../../content/lessons/lessonSql';
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
      return {
        id: s.id,
        label: s.id === ex.scenario ? t('lesson.timeline.exercise', { label }) : label,
      };
    }),
    ...ex.variants.map((v) => ({
      id: v.id,
      label: t('lesson.timeline.variant', { label: v.caption ?? v.id }),
    })),
  ];
  return (
    <label className="scenario-switcher">
      {t('lesson.timeline.label')}{' '}
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
