// A button that cannot be pressed just now but keeps the keyboard focus. A `disabled` button stops
// being focusable, so pressing one that disables itself (Step forward at the last step, Check
// while the check runs, Undo with nothing left to undo) dropped the focus to the page's body and
// a keyboard user started again from the header. This one says it is unavailable with
// aria-disabled (base.css draws it as disabled) and ignores presses while it is.
import type { ButtonHTMLAttributes } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Unavailable: announced and drawn as disabled, pressing it does nothing. */
  off: boolean;
}

export function KeepFocusButton({ off, onClick, type = 'button', ...rest }: Props) {
  return (
    <button
      type={type}
      {...rest}
      aria-disabled={off || undefined}
      onClick={(e) => {
        if (off) e.preventDefault();
        else onClick?.(e);
      }}
    />
  );
}
