import type { Lesson } from '../../content/lessons/lesson';
import { t } from '../../i18n/i18n';
import { isExerciseTimeline } from '../../content/lessons/lessonSql';
import { useAppStore } from '../../state/useAppStore';
import { useShowTimeline } from './useShowTimeline';

interface Props {
  lesson: Lesson;
}

/**
 * A caption's Markdown as an option's plain text: a menu's option cannot show code, so its
 * backticks go (`A#2` reads A#2).
 */
export const plainCaption = (markdown: string): string => markdown.replace(/`([^`]*)`/g, '$1');

/** The menu's options: the lesson's scenarios, then the exercise's variants, in plain text. */
export function timelineOptions(lesson: Lesson): { id: string; label: string }[] {
  const ex = lesson.exercise;
  return [
    ...lesson.scenarios.map((s) => {
      const label = plainCaption(s.caption ?? s.scenario.title);
      return {
        id: s.id,
        label: s.id === ex.scenario ? t('lesson.timeline.exercise', { label }) : label,
      };
    }),
    ...ex.variants.map((v) => ({
      id: v.id,
      label: t('lesson.timeline.variant', { label: plainCaption(v.caption ?? v.id) }),
    })),
  ];
}

/** Which timeline the player shows: the lesson's scenarios, then the exercise's variants. */
export function ScenarioSwitcher({ lesson }: Props) {
  const showScenario = useShowTimeline(lesson.id);
  const view = useAppStore((s) => s.lesson.view);
  const options = timelineOptions(lesson);
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
