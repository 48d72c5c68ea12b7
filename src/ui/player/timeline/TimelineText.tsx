import type { ReactNode } from 'react';
import { MONO_FAMILY, type TextBox } from './textMetrics';

interface Props {
  box: TextBox;
  className: string;
  /** Parts to draw instead of the box's text (tspans); they must spell the same text. */
  children?: ReactNode;
}

/**
 * A text of the timeline, drawn exactly as the layout measured it: its size, weight, family and
 * anchor come from the box, never from CSS (which only colours it). A shortened text keeps its
 * full value in a `<title>`.
 */
export function TimelineText({ box, className, children }: Props) {
  return (
    <text
      className={className}
      x={box.ax}
      y={box.baseline}
      fontSize={box.fontSize}
      fontWeight={box.bold ? 700 : 400}
      fontFamily={box.mono ? MONO_FAMILY : undefined}
      textAnchor={box.anchor}
    >
      {box.full !== null && <title>{box.full}</title>}
      {children ?? box.text}
    </text>
  );
}
