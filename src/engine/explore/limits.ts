// The explorer's default bound. Pure data.

/** Distinct states the explorer visits before it stops, inconclusive, unless a model says more. */
export const DEFAULT_MAX_STATES = 200_000;
