// The keyboard help sheet (`?`). Its dialog's code loads the first time it opens, so a page with a
// player does not fetch it on a first visit (#31); once opened, the dialog stays mounted, closed
// or open. Its words are the page's, whose message group follows lazy imports.
import { lazy, Suspense, useState } from 'react';
import { selectHelpOpen } from '../../../state/playerSelectors';
import { useAppStore } from '../../../state/useAppStore';

const HelpSheetDialog = lazy(() =>
  import('./HelpSheetDialog').then((m) => ({ default: m.HelpSheetDialog })),
);

export function HelpSheet() {
  const open = useAppStore(selectHelpOpen);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <HelpSheetDialog />
    </Suspense>
  );
}
