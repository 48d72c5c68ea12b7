// Check my SQL, pressed: "Checking…" from the press itself. A page's first check loads its
// actions (and the checker's code) before it starts, and the workbook says `checking` only once
// it has started: until then the button still said "Check my SQL" and took a second press, which
// started a second check over the first. A press now counts as checking until the check it asked
// for has ended.
import { useState } from 'react';

/** Whether Check shows as checking, and what a press does (nothing while it does). */
export function useCheckPress(
  check: () => Promise<unknown>,
  checking: boolean,
): { checking: boolean; press: () => void } {
  const [pressed, setPressed] = useState(false);
  const busy = checking || pressed;
  const press = () => {
    if (busy) return;
    setPressed(true);
    void check().finally(() => setPressed(false));
  };
  return { checking: busy, press };
}
