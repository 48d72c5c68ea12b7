// Test helper: counts what Intl formatters are built, each still working. A first visit pays for
// the first of each kind (ICU's data), so the tests of a page's first render count them.
import { onTestFinished, vi } from 'vitest';

type Kind = 'NumberFormat' | 'Collator' | 'DateTimeFormat';

/** Counts `new Intl[kind]` (and calls without new) until the test ends; returns the count so far. */
export function countIntl(kind: Kind): () => number {
  const real = Intl[kind] as unknown as new (...args: unknown[]) => object;
  let made = 0;
  const counting = function (...args: unknown[]) {
    made++;
    return new real(...args);
  };
  Object.assign(counting, real);
  Object.defineProperty(Intl, kind, { value: counting, configurable: true, writable: true });
  onTestFinished(() => {
    Object.defineProperty(Intl, kind, { value: real, configurable: true, writable: true });
  });
  return () => made;
}

/**
 * Counts every way to collate: `Intl.Collator`s built and `localeCompare` called (either loads
 * ICU's collation data on a page's first use), until the test ends.
 */
export function countCollation(): () => number {
  const collators = countIntl('Collator');
  const compared = vi.spyOn(String.prototype, 'localeCompare');
  onTestFinished(() => compared.mockRestore());
  return () => collators() + compared.mock.calls.length;
}
