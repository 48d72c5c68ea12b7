// The keyboard help sheet's dialog, loaded when it first opens (HelpSheet.tsx).
import { useEffect, useRef } from 'react';
import { t, type MessageKey } from '../../../i18n/i18n';
import { KEYMAP } from '../../../state/keymap';
import { selectHelpOpen } from '../../../state/playerSelectors';
import { useActions, useAppStore } from '../../../state/useAppStore';
import { messageParts } from '../messageParts';

/**
 * The message of each shortcut, by the words the keymap gives it (src/state/keymap.ts, English).
 * A shortcut missing here is shown in the keymap's words.
 */
const DOES: Record<string, MessageKey> = {
  'play / pause': 'player.help.do.playPause',
  'step forward': 'player.help.do.stepForward',
  'step back': 'player.help.do.stepBack',
  'go to the start, before the first step': 'player.help.do.start',
  'go to the last step': 'player.help.do.end',
  'jump to the next write': 'player.help.do.nextWrite',
  'jump to the next violation': 'player.help.do.nextViolation',
  'play faster (up to 4×)': 'player.help.do.faster',
  'play slower (down to 0.25×)': 'player.help.do.slower',
  'show or hide this help': 'player.help.do.toggleHelp',
  'close this help': 'player.help.do.closeHelp',
  're-run the SQL (in the editor)': 'player.help.do.rerun',
  'undo the last edit (in the studio)': 'player.help.do.undo',
  'redo (in the studio)': 'player.help.do.redo',
};

const does = (description: string): string => {
  const key = DOES[description];
  return key ? t(key) : description;
};

/** The keyboard help sheet (`?`): a modal dialog listing every shortcut; Escape closes it. */
export function HelpSheetDialog() {
  const open = useAppStore(selectHelpOpen);
  const { closeHelp } = useActions();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="help-sheet"
      aria-labelledby="help-heading"
      data-testid="help-sheet"
      onClose={closeHelp}
    >
      <h2 id="help-heading">{t('player.help.title')}</h2>
      <table className="help-keys">
        <thead>
          <tr>
            <th scope="col">{t('player.help.col.keys')}</th>
            <th scope="col">{t('player.help.col.what')}</th>
          </tr>
        </thead>
        <tbody>
          {KEYMAP.map((s) => (
            <tr key={s.description}>
              <td>
                {s.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 && t('player.help.or')}
                    <kbd>{k}</kbd>
                  </span>
                ))}
              </td>
              <td>{does(s.description)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="help-note">{t('player.help.steps')}</p>
      <p className="help-note" data-testid="help-tab">
        {messageParts('player.help.tab', {
          tab: <kbd>Tab</kbd>,
          shift: <kbd>Shift</kbd>,
          ctrl: <kbd>Ctrl</kbd>,
          m: <kbd>M</kbd>,
        })}
      </p>
      <form method="dialog">
        <button type="submit" autoFocus>
          {t('player.help.close')}
        </button>
      </form>
    </dialog>
  );
}
