// Which PostgreSQL recordings (`/recorded/<name>`, lessons/postgres/) a lesson's text links to: the
// recordings that back the lesson's claims, so a recording's page can link back to its lesson.
// Pure.

const LINK = /\/recorded\/([a-z0-9-]+)/g;

/** The names of the recordings linked anywhere in `value` (a lesson, or its prose), sorted. */
export function recordingsLinked(value: unknown): string[] {
  const text = JSON.stringify(value) ?? '';
  return [...new Set([...text.matchAll(LINK)].map((m) => m[1] ?? ''))].filter(Boolean).sort();
}

/** The recordings a lesson's prose links to (its scenarios and SQL are not searched). */
export function lessonRecordings(l: {
  summary: string;
  sections: unknown;
  followUps: unknown;
  transfer: unknown;
  pitfalls: unknown;
  exercise: { explanation: string; hints: unknown };
}): string[] {
  const { summary, sections, followUps, transfer, pitfalls, exercise } = l;
  return recordingsLinked([
    summary,
    sections,
    followUps,
    transfer,
    pitfalls,
    exercise.explanation,
    exercise.hints,
  ]);
}

/** The first lesson, by order, whose text links to the recording `name`; null when none does. */
export function lessonOfRecording<T extends { order: number; recordings: readonly string[] }>(
  lessons: readonly T[],
  name: string,
): T | null {
  const linking = lessons.filter((l) => l.recordings.includes(name));
  return linking.sort((a, b) => a.order - b.order)[0] ?? null;
}
