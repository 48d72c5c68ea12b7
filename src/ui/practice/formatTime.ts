// A moment on the practice pages as date and time in the page's language. The formatter is made
// when first used (the language is chosen before any page shows); a duration is
// content/practice/duration.ts's, in plain digits.
import { currentLocale } from '../../i18n/i18n';

let momentFormat: Intl.DateTimeFormat | undefined;

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
