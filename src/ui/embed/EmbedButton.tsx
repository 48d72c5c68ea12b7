// The player's "Embed" button. It is on every player, so it stays small: the dialog with the
// <iframe> snippet (EmbedDialog.tsx) loads, with its messages, when the button is first pressed. Escape or Close shuts
// the dialog and the focus comes back here.
import { useRef, useState, type ComponentType } from 'react';
import { t, withMessages } from '../../i18n/i18n';

type Dialog = ComponentType<{ onClose(): void }>;

export function EmbedButton() {
  const button = useRef<HTMLButtonElement>(null);
  const [Dialog, setDialog] = useState<Dialog | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  const show = async () => {
    setFailed(false);
    if (!Dialog) {
      try {
        const { EmbedDialog } = await withMessages('EmbedDialog', import('./EmbedDialog'));
        setDialog(() => EmbedDialog);
      } catch {
        setFailed(true);
        return;
      }
    }
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        data-testid="embed-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => void show()}
      >
        {t('player.embed.button')}
      </button>
      {failed && <span role="alert">{t('player.embed.loadFailed')}</span>}
      {open && Dialog && <Dialog onClose={close} />}
    </>
  );
}
