// A flag that shows only once it has held for a while: a busy label that would flash for a few
// milliseconds (a re-run of a small timeline takes about 10) stays off, and the page does not
// lay out and paint twice while the learner waits for the timeline.
import { useEffect, useState } from 'react';

/** How long work must last before the page says it is busy. */
export const BUSY_AFTER_MS = 200;

/** `on` once it has been true for `delayMs`; false as soon as it is false. */
export function useShownAfter(on: boolean, delayMs = BUSY_AFTER_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    // The work ended (or the delay changed): the next piece of work waits the whole delay again.
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [on, delayMs]);
  return on && shown;
}
