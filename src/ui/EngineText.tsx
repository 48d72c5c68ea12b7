// A sentence the engine wrote (a violation's or a warning's explanation, a drill's reason): it is
// English until the engine returns its findings as facts for the catalogs to word, so it is marked
// as English, which screen readers pronounce as such and the untranslated-text test allows.
export function EngineText({ children }: { children: string }) {
  return (
    <span lang="en" data-untranslated="engine">
      {children}
    </span>
  );
}
