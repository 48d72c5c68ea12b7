/** The authoring studio: build, check and share exercise timelines (being built). */
export function StudioPage() {
  return (
    <article data-testid="studio-page">
      <h2>Studio</h2>
    </article>
  );
}
