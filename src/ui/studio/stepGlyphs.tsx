// The marks of the steps on the studio's lanes: an icon per built-in action, drawn in a box of
// ±6 around the step's centre, and the action's name in the page's language, which labels it
// (aria-label, tooltip, the legend under the lanes, the add-step menu). A custom action has no
// icon: its mark is the first letters of its name, which the legend spells out.
import { BUILTIN_ACTIONS, type BuiltinAction } from '../../engine/types';
import { t, type MessageKey } from '../../i18n/i18n';

/** The icon of each built-in action: SVG path data, stroked, in a box of ±6. */
const ICONS: Record<BuiltinAction, { d: string; fill?: boolean }> = {
  // A key: the lease is taken.
  claim: { d: 'M-1 0 A2.5 2.5 0 1 1 -6 0 A2.5 2.5 0 1 1 -1 0 H6 M3.5 0 V3 M5.8 0 V2.5' },
  // A clockwise arrow: the lease goes round again.
  renew: { d: 'M5 1 A5 5 0 1 1 2.5 -4.3 M2.5 -4.3 L2.2 -7.2 M2.5 -4.3 L5.4 -4.2' },
  // An eye: the row is looked at.
  read: { d: 'M-6 0 Q0 -6 6 0 Q0 6 -6 0 Z M1.6 0 A1.6 1.6 0 1 1 -1.6 0 A1.6 1.6 0 1 1 1.6 0' },
  // A tick: the work is finished.
  commit: { d: 'M-5 0.5 L-1.5 4 L5 -4' },
  // A pencil: the resource is written.
  write: { d: 'M-5 5 L-4.2 1.6 L2.6 -5.2 L5.2 -2.6 L-1.6 4.2 Z M0.8 -3.4 L3.4 -0.8' },
  // A barred circle: the job is cancelled.
  cancel: { d: 'M5 0 A5 5 0 1 1 -5 0 A5 5 0 1 1 5 0 M-3.5 3.5 L3.5 -3.5' },
  // A sweep back to the start: a lapsed job is made ready again.
  recover: { d: 'M-5 -2 H2 A3.5 3.5 0 0 1 2 5 H-2 M-2.5 -4.5 L-5 -2 L-2.5 0.5' },
  // Two bars: the worker stalls.
  pause: { d: 'M-2.2 -4.5 V4.5 M2.2 -4.5 V4.5' },
  // A lightning bolt: the worker dies.
  crash: { d: 'M1.5 -6 L-3.5 1 H0 L-1.5 6 L3.5 -1 H0 Z', fill: true },
};

/** The word for each built-in action, in the catalogs. */
const WORDS: Record<BuiltinAction, MessageKey> = {
  claim: 'studio.action.claim',
  renew: 'studio.action.renew',
  read: 'studio.action.read',
  commit: 'studio.action.commit',
  write: 'studio.action.write',
  cancel: 'studio.action.cancel',
  recover: 'studio.action.recover',
  pause: 'studio.action.pause',
  crash: 'studio.action.crash',
};

const isBuiltin = (action: string): action is BuiltinAction =>
  (BUILTIN_ACTIONS as readonly string[]).includes(action);

/** An action's name as the page writes it: the catalog's word for a built-in, a custom one as is. */
export function actionWord(action: string): string {
  return isBuiltin(action) ? t(WORDS[action]) : action;
}

/** The mark of an action centred on (x, y), for inside an <svg>; hidden from screen readers. */
export function StepGlyph({ action, x = 0, y = 0 }: { action: string; x?: number; y?: number }) {
  if (!isBuiltin(action))
    return (
      <text
        x={x}
        y={y + 4}
        textAnchor="middle"
        className="studio-glyph-text"
        aria-hidden="true"
        data-code
      >
        {action.slice(0, 2)}
      </text>
    );
  const icon = ICONS[action];
  return (
    <path
      d={icon.d}
      transform={`translate(${x} ${y})`}
      className={icon.fill ? 'studio-glyph studio-glyph-fill' : 'studio-glyph'}
      aria-hidden="true"
    />
  );
}

/** The mark of an action as an inline icon among words (the legend, the menu). */
export function GlyphIcon({ action }: { action: string }) {
  return (
    <svg
      className="studio-glyph-icon"
      viewBox="-9 -9 18 18"
      width="18"
      height="18"
      aria-hidden="true"
    >
      <StepGlyph action={action} />
    </svg>
  );
}
