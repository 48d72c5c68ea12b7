/** Spaced repetition: the cards due today and the review history (being built). */
export function ReviewPage() {
  return (
    <article data-testid="review-page">
      <h2>Review</h2>
    </article>
  );
}
