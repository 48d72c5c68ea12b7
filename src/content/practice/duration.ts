// A duration as the practice pages and the mock report write it: `m:ss`. Pure.
//
// Plain digits, not Intl.NumberFormat: both of the app's languages write a time with Western
// digits, and a page's first NumberFormat loads ICU's number data, about 25 ms of the main thread
// on a first visit to /practice here (a hundred in Lighthouse's slowed-down phone), the largest
// part of the page's own blocking time (#31).

/** `m:ss`, or an em dash when the time is unknown. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
