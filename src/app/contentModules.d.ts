// The content the build makes of lessons/ (scripts/contentPlugin.ts): the small index module.
declare module 'virtual:fencelab/content' {
  const index: import('../content/lessons/prebuilt').ShippedIndex;
  export default index;
}

// Each question's id and file (a module apart: only a page that opens a question fetches it).
declare module 'virtual:fencelab/question-files' {
  const files: { questions: { id: string; file: string }[] };
  export default files;
}

// The same index's words in a language: each lesson's title.
declare module 'virtual:fencelab/content/*' {
  const index: { lessons: { id: string; title: string }[] };
  export default index;
}

// Each lesson's summary in a language, which only the lesson list shows.
declare module 'virtual:fencelab/summaries/*' {
  const index: { lessons: { id: string; summary: string }[] };
  export default index;
}

// The page's messages in groups, per language (scripts/messagesPlugin.ts, messageGroups.ts).
declare module 'virtual:fencelab/messages' {
  const groups: import('../i18n/i18n').MessageSource;
  export default groups;
}

// The practice page's picker: each question's title in a language, and which one is the core.
declare module 'virtual:fencelab/questions/*' {
  const titles: { questions: { id: string; title: string; core: boolean }[] };
  export default titles;
}

// The studio's new timeline in each language, by title: its YAML and its trace, made at build
// time (scripts/studioFreshPlugin.ts).
declare module 'virtual:fencelab/studio-fresh' {
  const fresh: Record<string, { text: string; trace: import('../engine/types').Trace }>;
  export default fresh;
}
