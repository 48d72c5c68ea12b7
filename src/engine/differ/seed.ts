// The seed of a generated search, a module of its own: the lesson page reads it without loading
// fast-check (generate.ts), which only the search itself needs. Pure.

/** A 32-bit seed from a text (an exercise's id): the same text, the same timelines. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) {
    h ^= text.charCodeAt(k);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}
