import { useContext, useEffect } from 'react';
import { STORY } from '../../content/story';
import { selectStep } from '../../state/playerSelectors';
import { StoreContext, useAppStore } from '../../state/useAppStore';
import { addressOf, useAddressText } from '../navigation/navigation';
import { HelpSheet } from '../player/HelpSheet';
import { StoryFrame } from './StoryFrame';
import { StoryTimeline } from './StoryTimeline';
import { frameFromSearch, keepFrameInAddress } from './storyAddress';
import '../player/player.css';
import './story.css';

/**
 * The home page: the seed demo told as a story, one caption per step, the timeline's playhead on
 * the step being told. The address names the frame (`?frame=N`, frame N tells step N-1); Next,
 * Back, ← and → move the player's playhead, and the frame follows it into the address in place.
 */
export function StoryPage() {
  const store = useContext(StoreContext);
  const frame = frameFromSearch(addressOf(useAddressText()).search);
  useEffect(() => {
    if (!store) return;
    const { player, actions } = store.getState();
    const step = frame - 1;
    if (player.source?.kind === 'story' && player.status === 'ready') {
      if (player.step !== step) actions.seek(step);
    } else void actions.openStory(step);
  }, [store, frame]);

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
    <div className="story" data-testid="story" data-step={step}>
      <header className="story-intro">
        <h2>{STORY.welcome}</h2>
        <p>{STORY.intro}</p>
      </header>
      <StoryFrame step={step} ready={shown} />
      <StoryTimeline />
      <HelpSheet />
    </div>
  );
}
