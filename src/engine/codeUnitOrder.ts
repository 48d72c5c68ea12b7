// Strings compared by their UTF-16 code units: the order `[...strings].sort()` gives, for sorting
// by a string key. No collation: ids, names and keys here are ASCII, where this is the order
// `localeCompare` gives too, and a page's first collation loads ICU's data (#31).

/** Negative, zero or positive as `a` comes before, with or after `b` by code units. */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
