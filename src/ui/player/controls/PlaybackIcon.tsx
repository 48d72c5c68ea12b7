export type IconName = 'start' | 'back' | 'play' | 'pause' | 'forward' | 'end';

const PATHS: Record<IconName, string> = {
  start: 'M2 2h2v12H2zM10 2L4.5 8L10 14zM15.5 2L10 8l5.5 6z',
  back: 'M12 2L4 8l8 6z',
  play: 'M4 2l10 6l-10 6z',
  pause: 'M3 2h4v12H3zM9 2h4v12H9z',
  forward: 'M4 2l8 6l-8 6z',
  end: 'M12 2h2v12h-2zM6 2l5.5 6L6 14zM.5 2L6 8l-5.5 6z',
};

/** A playback icon drawn in the text colour (no icon font, so no missing glyphs). */
export function PlaybackIcon({ name }: { name: IconName }) {
  return (
    <svg
      className="icon"
      width="14"
      height="14"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
