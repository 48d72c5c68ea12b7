// The keyboard help sheet (`?`). Its dialog's code and words (a message group of its own) load the
// first time it opens, so a page with a player does not fetch them on a first visit (#31); once
// opened, the dialog stays mounted, closed or open.
import { Suspense, useState } from 'react';
import { withMessages } from '../../../i18n/i18n';
import { selectHelpOpen } from '../../../state/playerSelectors';
import { useAppStore } from '../../../state/useAppStore';
import { lazyNamed } from '../../lazyNamed';

const HelpSheetDialog = lazyNamed(
  () => withMessages('HelpSheetDialog', import('./HelpSheetDialog')),
  'HelpSheetDialog',
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
