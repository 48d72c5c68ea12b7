// The player alone, for an <iframe>: `/embed?scenario=<example>&step=N` or `/embed#s=<share link>`
// (the playground's own way of naming them, navigation/playgroundAddress.ts), optionally
// `?theme=light|dark`. No header, no navigation (App.tsx renders this page alone); the keys play as
// in every player (installShortcuts), and "Open in FenceLab" opens the same thing in the
// playground, in a new tab.
import { useEffect } from 'react';
import { t } from '../../i18n/i18n';
import type { TraceSource } from '../../state/traceSource';
import { useAppStore } from '../../state/useAppStore';
import { addressOf, useAddressText } from '../navigation/navigation';
import { playgroundAddress } from '../navigation/playgroundAddress';
import { PLAYGROUND_PATH } from '../navigation/routes';
import { PlayerView } from '../player/PlayerView';
import { appBase } from '../studio/files';
import { embedSubjectOf, embedThemeOf, playgroundHrefOf, type EmbedSubject } from './embedAddress';
import './embed.css';

/** An embed shows what its address names: an example or a share link, as the playground does. */
const embedShows = (s: TraceSource) => s.kind === 'example' || s.kind === 'link';

export function EmbedPage() {
  const address = addressOf(useAddressText());
  const subject = embedSubjectOf(playgroundAddress(address.search, address.hash));
  const theme = embedThemeOf(address.search);

  // The route table opens the subject through the playground's own actions (routeTable.tsx), on
  // the first load and on every later move (a host page changing the frame's fragment).

  // The host's choice of theme, for this frame only (the learner's own choice is not changed).
  useEffect(() => {
    if (theme) document.documentElement.setAttribute('data-theme', theme);
  }, [theme]);

  return (
    <main className="embed-page" data-testid="embed-page">
      <p className="embed-bar">
        <OpenInFenceLab subject={subject} />
      </p>
      {subject ? (
        <PlayerView accepts={embedShows} />
      ) : (
        <div className="player-error" role="alert" data-testid="embed-missing">
          <h2>{t('app.embed.missing.title')}</h2>
          <p>{t('app.embed.missing.body')}</p>
        </div>
      )}
    </main>
  );
}

/** The link to the same timeline in the playground, at the playhead's step for an example. */
function OpenInFenceLab({ subject }: { subject: EmbedSubject | null }) {
  const step = useAppStore((s) =>
    s.player.source?.kind === 'example' && subject?.kind === 'example' ? s.player.step : null,
  );
  const href =
    subject === null
      ? PLAYGROUND_PATH
      : playgroundHrefOf(
          subject.kind === 'example' ? { ...subject, step: step ?? subject.step } : subject,
        );
  return (
    <a
      href={`${appBase()}${href}`}
      target="_blank"
      rel="noopener"
      className="embed-open"
      data-testid="embed-open"
    >
      {t('app.embed.open')} <span aria-hidden="true">↗</span>
    </a>
  );
}
