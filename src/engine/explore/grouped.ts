// Apart from explore.ts so that a page can show counts without loading the explorer (and yaml).

/** 200000 → "200,000": counts people read, grouped by thousands (no locale: the engine is pure). */
export function grouped(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
