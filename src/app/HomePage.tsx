import { useLayoutEffect } from 'react';
import { replaceAddress, useAddressText } from '../ui/navigation/navigation';
import { StoryPage } from '../ui/story/StoryPage';
import { movedPlaygroundHref } from './deepLink';

/**
 * The home page, `/`: the story of the seed demo. An address made when the playground lived here
 * (`/?scenario=…`, `/?step=N`, `/#s=…`) is moved to `/playground` with the same query and fragment,
 * in place (no new history entry), before anything is drawn; the playground then opens it.
 */
export function HomePage() {
  const moved = movedPlaygroundHref(useAddressText());
  useLayoutEffect(() => {
    if (moved) replaceAddress(moved);
  }, [moved]);
  return moved ? null : <StoryPage />;
}
