import { useEffect, useRef } from 'react';
import { KEYMAP } from '../../state/keymap';
import { selectHelpOpen } from '../../state/playerSelectors';
import { useActions, useAppStore } from '../../state/useAppStore';

/** The keyboard help sheet (`?`): a modal dialog listing every shortcut; Escape closes it. */
export function HelpSheet() {
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
      <h2 id="help-heading">Keyboard shortcuts</h2>
      <table className="help-keys">
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">What they do</th>
          </tr>
        </thead>
        <tbody>
          {KEYMAP.map((s) => (
            <tr key={s.description}>
              <td>
                {s.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 && ' or '}
                    <kbd>{k}</kbd>
                  </span>
                ))}
              </td>
              <td>{s.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="help-note">
        Keys typed in the editor, or in any text field, stay there. Click a step on the timeline (or
        focus it and press Enter) to move the playhead to it; hover or focus it to see its SQL.
      </p>
      <p className="help-note" data-testid="help-tab">
        In the SQL and YAML editors, <kbd>Tab</kbd> moves the focus on to the next control, as
        everywhere else on the page, and <kbd>Shift</kbd>+<kbd>Tab</kbd> back. To indent, press{' '}
        <kbd>Ctrl</kbd>+<kbd>M</kbd> first: Tab then types a tab until you press <kbd>Ctrl</kbd>+
        <kbd>M</kbd> again (Monaco's own switch).
      </p>
      <form method="dialog">
        <button type="submit" autoFocus>
          Close
        </button>
      </form>
    </dialog>
  );
}
