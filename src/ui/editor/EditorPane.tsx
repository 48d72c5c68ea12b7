/** Placeholder until the Monaco editor lands: the SQL and YAML tabs of the open scenario. */
export function EditorPane() {
  return <p className="editor-placeholder">The SQL editor loads here.</p>;
}
