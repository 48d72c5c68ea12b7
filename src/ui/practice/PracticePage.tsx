/** Interview practice: questions, follow-ups, the timer and mock interviews (being built). */
export function PracticePage() {
  return (
    <article data-testid="practice-page">
      <h2>Interview practice</h2>
    </article>
  );
}
