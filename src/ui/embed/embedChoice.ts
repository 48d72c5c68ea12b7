// What the player's Embed button can embed: what the player shows, if an embed's address can name
// it (an example at its step, a share link), the learner's edited text of one as a share link, or
// why not. Pure: the dialog (EmbedDialog.tsx) words it.
import { sameSource, type TraceSource } from '../../state/traceSource';
import type { EmbedSubject } from './embedAddress';

/** Why what the player shows cannot be embedded. */
export type EmbedRefusal = 'lesson' | 'counterexample' | 'drill' | 'studio' | 'exercise' | 'other';

/** Every source an embed's address cannot name, and why (a new kind must be added here). */
const REFUSED: Record<Exclude<TraceSource['kind'], 'example' | 'link'>, EmbedRefusal> = {
  lesson: 'lesson',
  counterexample: 'counterexample',
  drill: 'drill',
  studio: 'studio',
  exercise: 'exercise',
  // The home page's story has its own address (`/?frame=N`); the playground embeds its example.
  story: 'other',
  // A PostgreSQL recording has its own address (`/recorded/<name>`), not an embed's.
  recorded: 'other',
};

export type EmbedChoice =
  | { kind: 'subject'; subject: EmbedSubject }
  /** The learner edited the example or link on screen: their text goes as a share link. */
  | { kind: 'edited'; text: string }
  | { kind: 'refused'; why: EmbedRefusal };

/** What the editor holds, as far as embedding cares. */
export interface EditorView {
  source: TraceSource | null;
  text: string;
  original: string | null;
}

/** The embed of what the player shows: `source` at `step` (-1: before the first step). */
export function embedChoiceOf(
  source: TraceSource | null,
  step: number,
  editor: EditorView,
): EmbedChoice {
  if (source === null) return { kind: 'refused', why: 'other' };
  if (source.kind !== 'example' && source.kind !== 'link')
    return { kind: 'refused', why: REFUSED[source.kind] };
  const edited =
    sameSource(editor.source, source) &&
    editor.original !== null &&
    editor.text !== editor.original;
  if (edited) return { kind: 'edited', text: editor.text };
  return {
    kind: 'subject',
    subject:
      source.kind === 'link'
        ? { kind: 'link', hash: source.hash }
        : { kind: 'example', name: source.name, step: step >= 0 ? step : null },
  };
}
