/** How long one step's SQL may run before it is cut off, unless a run asks for another limit. */
export const DEFAULT_TIME_LIMIT_MS = 2000;
