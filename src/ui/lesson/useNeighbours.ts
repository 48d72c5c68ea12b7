// A lesson's place in the course and the lessons beside it, as its page and its solved banner show
// them: built into the lesson in the app, read off the loaded index for a lesson from YAML.
import { useMemo } from 'react';
import { neighboursIn, type LessonNeighbours } from '../../content/lessons/neighbours';
import { useAppStore } from '../../state/useAppStore';

export function useNeighbours(id: string): LessonNeighbours | null {
  const built = useAppStore((s) =>
    s.lesson.openId === id ? s.lesson.lesson?.neighbours : undefined,
  );
  const index = useAppStore((s) => s.lesson.index);
  return useMemo(() => built ?? neighboursIn(index, id), [built, index, id]);
}
