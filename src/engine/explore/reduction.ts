// What the explorer's reductions did to a search, as facts a page words (src/i18n/explorerText.ts).
// Pure data.

/**
 * Why workers with the same program and the same clock skew were still not treated as
 * interchangeable: something in the SQL could tell them apart (see docs/explore.md, "Symmetry").
 * `action` is the action whose SQL it is, or null for the schema; `token` is what was found there,
 * exactly as written.
 */
export interface SymmetryBlock {
  kind:
    /** A literal or a name in the SQL is a worker's name (`WHERE owner = 'A'`). */
    | 'name-in-sql'
    /** A key or payload a program entry binds is a worker's name (`{ do: save, key: A }`). */
    | 'name-in-program'
    /** A worker's name, or a column that holds one, is ordered, compared or computed with. */
    | 'name-used'
    /** A function that could build a worker's name out of other text. */
    | 'function'
    /** A worker's name looks like a number, or two differ only in case. */
    | 'name-shape';
  action: string | null;
  token: string;
  /** The workers it kept apart: the groups that would have been interchangeable. */
  workers: string[][];
}

/** The reductions a search used, and what they stood for. */
export interface Reduction {
  /** Groups of interchangeable workers (each two or more names), in the model's worker order. */
  symmetric: string[][];
  /**
   * How many states each explored state stands for at most: the product of each group's size
   * factorial (1 without symmetry).
   */
  factor: number;
  /** Why workers that looked interchangeable were not treated so; null when none were refused. */
  blocked: SymmetryBlock | null;
}

export const NO_REDUCTION: Reduction = { symmetric: [], factor: 1, blocked: null };
