// The order the practice page's picker lists the question bank in: the core question first, then
// by title as the page's language sorts words (pinyin for Chinese). Pure.
//
// The app's bank comes in this order from the build (scripts/contentWords.ts), so a page sorts
// nothing: a page's first collation loads ICU's collation data, about 13 ms of the main thread on
// a first visit to /practice here (fifty in Lighthouse's slowed-down phone) (#31). Questions loaded
// from files (tests, the CLI) are sorted when loaded (state/contentLoad.ts).

/** `questions` in the picker's order, titles compared in `locale`. */
export function inPickerOrder<Q extends { core: boolean; title: string }>(
  questions: readonly Q[],
  locale: string,
): Q[] {
  const words = new Intl.Collator(locale);
  return [...questions].sort(
    (a, b) => Number(b.core) - Number(a.core) || words.compare(a.title, b.title),
  );
}

/** `items` in the order of `ids` (by their `id`); an item not named there goes last. */
export function inOrderOf<T extends { id: string }>(
  items: readonly T[],
  ids: readonly string[],
): T[] {
  const at = new Map(ids.map((id, k) => [id, k]));
  const place = (x: T) => at.get(x.id) ?? ids.length;
  return [...items].sort((a, b) => place(a) - place(b));
}
