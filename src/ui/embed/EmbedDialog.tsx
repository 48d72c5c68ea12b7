// The player's Embed dialog: the <iframe> snippet of what the player shows (an example at the
// playhead's step, a share link, or the learner's edited text of one as a share link), or why it
// cannot be embedded. Loaded when the Embed button is first pressed.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { currentLocale, t, type MessageKey } from '../../i18n/i18n';
import { useAppStore } from '../../state/useAppStore';
import { appBase } from '../studio/files';
import { embedHref, iframeSnippet, type EmbedSubject } from './embedAddress';
import { embedChoiceOf, type EmbedRefusal } from './embedChoice';
import { EmbedSnippet } from './EmbedSnippet';
import { shareFragmentOf, type ShareFragment } from './shareFragment';

const REFUSED: Record<EmbedRefusal, MessageKey> = {
  lesson: 'player.embed.refused.lesson',
  counterexample: 'player.embed.refused.counterexample',
  drill: 'player.embed.refused.drill',
  studio: 'player.embed.refused.studio',
  exercise: 'player.embed.refused.exercise',
  other: 'player.embed.refused.other',
};

interface Props {
  /** The dialog closed (Escape, or its Close button). */
  onClose(): void;
}

export function EmbedDialog({ onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const source = useAppStore((s) => s.player.source);
  const step = useAppStore((s) => s.player.step);
  const title = useAppStore((s) => s.player.trace?.title ?? '');
  const editorSource = useAppStore((s) => s.editor.source);
  const text = useAppStore((s) => s.editor.text);
  const original = useAppStore((s) => s.editor.original);
  const choice = embedChoiceOf(source, step, { source: editorSource, text, original });
  const edited = choice.kind === 'edited' ? choice.text : null;
  // The share fragment made of an edited text, with the text it was made of.
  const [shared, setShared] = useState<{ of: string; result: ShareFragment } | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // The learner's edited text goes as a share link, if a link may carry it.
  useEffect(() => {
    if (edited === null) return;
    let live = true;
    void shareFragmentOf(edited).then((result) => {
      if (live) setShared({ of: edited, result });
    });
    return () => {
      live = false;
    };
  }, [edited]);
  const made = shared !== null && shared.of === edited ? shared.result : null;

  const snippet = (subject: EmbedSubject) => {
    // In the page's language: the frame opens as the learner saw it.
    const src = `${appBase()}${embedHref(subject, currentLocale())}`;
    const code = iframeSnippet(src, t('player.embed.frameTitle', { title }));
    return <EmbedSnippet code={code} src={src} />;
  };

  let body: ReactNode;
  if (choice.kind === 'refused')
    body = (
      <p data-testid="embed-refused" data-why={choice.why}>
        {t(REFUSED[choice.why])}
      </p>
    );
  else if (choice.kind === 'subject')
    body = (
      <>
        <p>{t('player.embed.intro')}</p>
        {snippet(choice.subject)}
      </>
    );
  else if (made === null) body = <p role="status">{t('player.embed.making')}</p>;
  else if (!made.ok)
    body = (
      <p role="alert" data-testid="embed-refused" data-why="link">
        {made.message}
      </p>
    );
  else
    body = (
      <>
        <p data-testid="embed-edited">{t('player.embed.edited')}</p>
        {snippet({ kind: 'link', hash: `#${made.fragment}` })}
      </>
    );

  return (
    <dialog
      ref={ref}
      className="embed-dialog"
      aria-labelledby="embed-heading"
      data-testid="embed-dialog"
      onClose={onClose}
    >
      <h2 id="embed-heading">{t('player.embed.title')}</h2>
      {body}
      <form method="dialog">
        <button type="submit">{t('player.embed.close')}</button>
      </form>
    </dialog>
  );
}
