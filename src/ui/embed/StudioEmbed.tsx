// The studio's "Embed": the <iframe> snippet of the scenario's share link, made by the rules the
// Share link button keeps (shareFragment.ts); a scenario a link cannot carry gets the same notice.
import { Suspense, useContext, useState } from 'react';
import { scenarioOfModel } from '../../content/studio/studioModel';
import { currentLocale, t } from '../../i18n/i18n';
import { StoreContext } from '../../state/useAppStore';
import { appBase } from '../studio/files';
import { lazyNamed } from '../lazyNamed';
import { embedHref, iframeSnippet } from './embedAddress';

// The snippet and the link's rules load on the first click: a first visit to the studio does not
// fetch them (#31). Their words are the studio page's, which follows lazy imports.
const EmbedSnippet = lazyNamed(() => import('./EmbedSnippet'), 'EmbedSnippet');

interface Props {
  /** The scenario is valid (the Share link button's own condition). */
  valid: boolean;
}

export function StudioEmbed({ valid }: Props) {
  const store = useContext(StoreContext);
  const [made, setMade] = useState<{ code: string; src: string } | null>(null);

  const embed = async () => {
    if (!store) return;
    const { studio, actions } = store.getState();
    // The snippet's code comes with the link's, so it shows as soon as the link is made.
    const [{ shareFragmentOf }] = await Promise.all([
      import('./shareFragment'),
      import('./EmbedSnippet'),
    ]);
    const r = await shareFragmentOf(studio.text, scenarioOfModel(studio.model));
    if (!r.ok) {
      setMade(null);
      actions.studioSetNotice(r.message);
      return;
    }
    // In the page's language: the frame opens as the instructor saw it.
    const src = `${appBase()}${embedHref({ kind: 'link', hash: `#${r.fragment}` }, currentLocale())}`;
    const title = t('player.embed.frameTitle', { title: studio.model.title });
    setMade({ code: iframeSnippet(src, title), src });
  };

  return (
    <>
      <button
        type="button"
        data-testid="studio-embed"
        disabled={!valid}
        onClick={() => void embed()}
      >
        {t('studio.toolbar.embed')}
      </button>
      {made && (
        <div className="embed-studio" role="group" aria-label={t('studio.embed.label')}>
          <Suspense fallback={null}>
            <EmbedSnippet code={made.code} src={made.src} />
          </Suspense>
        </div>
      )}
    </>
  );
}
