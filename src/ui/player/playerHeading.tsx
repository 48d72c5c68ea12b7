// The level of the player's headings, as the page around it sets it: its title is the page's h2
// on the playground, but a section's heading where a lesson or a drill holds the player in one of
// its sections, so the page's outline stays in order for a screen reader. They look the same at
// every level (trace.css: `.player-title`, `.player-sub`).
import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';

type Level = 2 | 3 | 4;

const PlayerHeadingLevel = createContext<Level>(2);

/** The player's headings inside `children` start at `level`. */
export function PlayerHeadings({ level, children }: { level: Level; children: ReactNode }) {
  return <PlayerHeadingLevel.Provider value={level}>{children}</PlayerHeadingLevel.Provider>;
}

type HeadingProps = HTMLAttributes<HTMLHeadingElement>;

const classes = (own: string, given: string | undefined) => (given ? `${own} ${given}` : own);

/** The player's title: the heading at the level set (an h2 unless a page says otherwise). */
export function PlayerTitle({ className, ...rest }: HeadingProps) {
  const Tag = `h${useContext(PlayerHeadingLevel)}` as const;
  return <Tag className={classes('player-title', className)} {...rest} />;
}

/** A heading of a part of the player: one level under its title. */
export function PlayerSub({ className, ...rest }: HeadingProps) {
  const Tag = `h${(useContext(PlayerHeadingLevel) + 1) as 3 | 4 | 5}` as const;
  return <Tag className={classes('player-sub', className)} {...rest} />;
}
