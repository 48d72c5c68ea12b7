/** Spot the stale write: drills from the bank and generated from a seed (being built). */
export function DrillsPage() {
  return (
    <article data-testid="drills-page">
      <h2>Spot the stale write</h2>
    </article>
  );
}
