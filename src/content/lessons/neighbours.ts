// Where a lesson stands in the course: its place, and the lessons just before and after it, by
// title. The lesson page's breadcrumb and pager and the solved banner show them. The build puts
// them in each lesson's JSON in its language (scripts/contentPlugin.ts), so a lesson page needs no
// other lesson's words; a lesson loaded from YAML takes them from the loaded index.

export interface LessonLink {
  id: string;
  title: string;
}

export interface LessonNeighbours {
  /** The lesson's place in the course, from 1. */
  n: number;
  /** How many lessons the course has. */
  total: number;
  prev: LessonLink | null;
  next: LessonLink | null;
}

/** The neighbours of `id` in `lessons` (sorted by order); null when it is not among them. */
export function neighboursIn(lessons: readonly LessonLink[], id: string): LessonNeighbours | null {
  const at = lessons.findIndex((l) => l.id === id);
  if (at < 0) return null;
  const link = (l: LessonLink | undefined) => (l ? { id: l.id, title: l.title } : null);
  return {
    n: at + 1,
    total: lessons.length,
    prev: link(lessons[at - 1]),
    next: link(lessons[at + 1]),
  };
}
