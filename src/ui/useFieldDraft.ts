// A form field bound to stored state that a person types into. Bound directly, every keystroke
// was stored on its own: a number box clamped "6" (on its way to 60) to 10 and showed "100", a
// box that refused "" or "-" put the old value back under the caret ("7", Backspace, "9" made
// 79). Here the field shows what is typed; each text that reads as a value is stored at once, and
// leaving the field shows the stored value again (or settles a text it refused, a clamp).
import { useState, type ChangeEvent } from 'react';

export interface FieldDraftOptions<T> {
  /** The stored value. */
  value: T;
  /** The text the stored value shows as (default: String). */
  show?: (value: T) => string;
  /** The value a text stands for, or null while it stands for none (half-typed, out of range). */
  read: (text: string) => T | null;
  commit: (value: T) => void;
  /** On leaving, the value for a text `read` refused (a clamp); absent or null: none is stored. */
  settle?: (text: string) => T | null;
}

export interface FieldDraftProps {
  value: string;
  onChange(e: ChangeEvent<HTMLInputElement>): void;
  onBlur(): void;
}

/** The field's value and handlers (spread them on the input). */
export function useFieldDraft<T>({
  value,
  show = String,
  read,
  commit,
  settle,
}: FieldDraftOptions<T>): FieldDraftProps {
  const [typed, setTyped] = useState<string | null>(null);
  return {
    value: typed ?? show(value),
    onChange(e) {
      const text = e.target.value;
      setTyped(text);
      const v = read(text);
      if (v !== null) commit(v);
    },
    onBlur() {
      if (typed !== null && read(typed) === null) {
        const v = settle?.(typed) ?? null;
        if (v !== null) commit(v);
      }
      setTyped(null);
    },
  };
}

/** Reads a whole number from `min` to `max`: digits, with a minus sign below zero. */
export const wholeIn =
  (min: number, max = Number.MAX_SAFE_INTEGER) =>
  (text: string): number | null => {
    const s = text.trim();
    if (!/^-?\d+$/.test(s)) return null;
    const n = Number(s);
    return n >= min && n <= max ? n : null;
  };

/** The whole number from `min` to `max` nearest a number typed outside them; null for no number. */
export const clampTo =
  (min: number, max: number) =>
  (text: string): number | null => {
    const s = text.trim();
    const n = Number(s);
    return s === '' || !Number.isFinite(n) ? null : Math.min(max, Math.max(min, Math.round(n)));
  };

/** Reads text that is not blank (as typed). */
export const notBlank = (text: string): string | null => (text.trim() === '' ? null : text);
