/** A mock interview: N questions with follow-ups under the timer, then a report (being built). */
export function MockInterviewPage() {
  return (
    <article data-testid="mock-page">
      <h2>Mock interview</h2>
    </article>
  );
}
