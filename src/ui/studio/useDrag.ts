// Dragging along time with pointer events: the tick under the pointer while it moves, and a
// callback when it is let go. A step snaps to the tick under the pointer, a pause's end to the
// line between ticks nearest it (its `until`); a press without a move is a click.
import { useRef, useState, type PointerEvent } from 'react';
import { edgeAt, tickAt } from './laneLayout';

export interface Drag {
  id: string;
  /** What is being dragged: the step itself or a pause's end. */
  part: 'step' | 'end';
  /** The tick the drag started on, and the one under the pointer now (for an end: the edges). */
  from: number;
  tick: number;
}

export function useDrag(
  svg: React.RefObject<SVGSVGElement | null>,
  last: number,
  onDrop: (drag: Drag) => void,
) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const current = useRef<Drag | null>(null);
  const tickOf = (e: PointerEvent, part: Drag['part']) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box) return 0;
    return (part === 'end' ? edgeAt : tickAt)(e.clientX - box.left, last);
  };
  const set = (d: Drag | null) => {
    current.current = d;
    setDrag(d);
  };
  return {
    drag,
    start(e: PointerEvent<SVGElement>, id: string, part: Drag['part']) {
      e.stopPropagation();
      if (e.button !== 0) return;
      (e.target as Element).setPointerCapture?.(e.pointerId);
      const tick = tickOf(e, part);
      set({ id, part, from: tick, tick });
    },
    move(e: PointerEvent) {
      const d = current.current;
      if (!d) return;
      const tick = tickOf(e, d.part);
      if (tick !== d.tick) set({ ...d, tick });
    },
    end(e: PointerEvent) {
      const d = current.current;
      if (!d) return;
      e.stopPropagation();
      set(null);
      onDrop({ ...d, tick: tickOf(e, d.part) });
    },
  };
}
