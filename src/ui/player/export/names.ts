// The names of exported files: the scenario's title as a slug, and the step the figure shows.
// Pure: nothing here touches the DOM.

/** The longest slug kept: a title is a sentence, a file name should stay short. */
const MAX_SLUG = 60;

/**
 * A title as a file name: lower case, letters and digits of any script (a Chinese title stays
 * Chinese), everything else one `-`; `timeline` when nothing is left. Latin letters lose their
 * accents (café → cafe); no other script's marks go, since there they make another letter or
 * word (デ is テ with its voicing mark, й is not и).
 */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const cut = [...slug].slice(0, MAX_SLUG).join('').replace(/-+$/, '');
  return cut || 'timeline';
}

/**
 * `<slug>-step-<n>.<ext>` for a figure of one step. `step` is the playhead (from 0, -1 before the
 * first step); `n` is the number the player shows ("Step n of …"), so -1 is step 0.
 */
export function figureName(title: string, step: number, ext: 'svg' | 'png'): string {
  return `${slugOf(title)}-step-${Math.max(0, step + 1)}.${ext}`;
}

/** `<slug>.gif` for the animation of the whole run. */
export function animationName(title: string): string {
  return `${slugOf(title)}.gif`;
}
