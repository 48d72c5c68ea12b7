import { Suspense, useEffect } from 'react';
import { t } from '../../i18n/i18n';
import { selectStep } from '../../state/playerSelectors';
import { useAppStore } from '../../state/useAppStore';
import { addressOf, useAddressText } from '../navigation/navigation';
import { HelpSheet } from '../player/controls/HelpSheet';
import { captionAt, STORY } from '../../content/lessons/story';
import { StoryFrame } from './StoryFrame';
import { StoryWaysOn } from './StoryWaysOn';
import { StoryTimeline } from './StoryTimeline';
import { frameFromSearch, keepFrameInAddress } from './storyAddress';
import { useStoryCaptions } from './storyWords';
import '../player/player.css';
import './story.css';

/**
 * The home page: the seed demo told as a story, one caption per step, the timeline's playhead on
 * the step being told. The address names the frame (`?frame=N`, frame N tells step N-1); Next,
 * Back, ← and → move the player's playhead, and the frame follows it into the address in place.
 * In a language other than English the page waits for the captions' words before it shows
 * anything of the story (the run starts meanwhile), so nothing changes language under the reader.
 */
export function StoryPage() {
  // The route table opens the story at the address's frame (routeTable.tsx).
  const frame = frameFromSearch(addressOf(useAddressText()).search);

  // The playhead goes back into the address, so a reload or Back opens on the same frame.
  const shown = useAppStore(
    (s) => s.player.source?.kind === 'story' && s.player.status === 'ready',
  );
  const playhead = useAppStore(selectStep);
  const step = shown ? playhead : frame - 1;
  useEffect(() => {
    if (shown) keepFrameInAddress(playhead + 1);
  }, [shown, playhead]);

  return (
    <Suspense
      fallback={
        <p className="story-status" role="status">
          {t('page.loading')}
        </p>
      }
    >
      <StoryView step={step} ready={shown} />
    </Suspense>
  );
}

/** The story itself, once its captions are there in the page's language. */
function StoryView({ step, ready }: { step: number; ready: boolean }) {
  const words = useStoryCaptions();
  return (
    // The story is a player too: the arrow keys step it (shortcuts.ts).
    <div className="story" data-testid="story" data-step={step} data-player="">
      <header className="story-intro">
        <h2>{t('story.welcome')}</h2>
        <p>{t('story.intro')}</p>
      </header>
      <StoryFrame step={step} ready={ready} words={words} />
      <StoryTimeline />
      {captionAt(step).step === STORY.captions.length - 2 && <StoryWaysOn />}
      <HelpSheet />
    </div>
  );
}
