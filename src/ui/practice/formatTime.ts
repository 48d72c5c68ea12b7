// Times on the practice pages in the page's language: a duration as `m:ss`, a moment as date and
// time. The formatters are made when first used (the language is chosen before any page shows).
import { currentLocale } from '../../i18n/i18n';

let wholeFormat: Intl.NumberFormat | undefined;
let twoDigitFormat: Intl.NumberFormat | undefined;
let momentFormat: Intl.DateTimeFormat | undefined;

/** `m:ss`, or an em dash when the time is unknown. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  const s = Math.round(ms / 1000);
  const whole = (wholeFormat ??= new Intl.NumberFormat(currentLocale(), { useGrouping: false }));
  const twoDigits = (twoDigitFormat ??= new Intl.NumberFormat(currentLocale(), {
    minimumIntegerDigits: 2,
    useGrouping: false,
  }));
  return `${whole.format(Math.floor(s / 60))}:${twoDigits.format(s % 60)}`;
}

/** A moment as date and time (what `toLocaleString()` shows, in the page's language). */
export function formatMoment(ms: number): string {
  momentFormat ??= new Intl.DateTimeFormat(currentLocale(), {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });
  return momentFormat.format(new Date(ms));
}
