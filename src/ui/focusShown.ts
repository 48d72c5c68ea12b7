// After a button that goes away once pressed (Reveal, Show the answer, Check, Ask me), the focus
// would fall to the page's body and a keyboard user would start again from the header. Instead it
// goes to what the press brought: a heading (with tabIndex -1) or a control, by id.

/** How many frames to wait for the element to be on the page (React renders within one). */
const FRAMES = 5;

/** Focuses the element with this id once it is on the page (within a few frames). */
export function focusShown(id: string, frames = FRAMES): void {
  requestAnimationFrame(() => {
    const el = document.getElementById(id);
    if (el) el.focus();
    else if (frames > 1) focusShown(id, frames - 1);
  });
}
