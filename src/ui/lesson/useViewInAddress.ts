// When the store, not the address, put the learner's SQL on the player (Check my SQL shows the
// learner's run of SQL that does not compile), the address is brought in line in place, so that a
// reload or a copied link shows what the learner saw. Every other change of timeline or SQL goes
// through the address first (useShowTimeline), so this writes nothing for them.
import { useEffect } from 'react';
import { useAppStore } from '../../state/useAppStore';
import { replaceAddress } from '../navigation/navigation';
import { lessonHref, lessonViewOf, sqlOfView } from './lessonAddress';

export function useMineInAddress(lessonId: string): void {
  const timeline = useAppStore((s) =>
    s.player.source?.kind === 'lesson' &&
    s.player.source.lesson === lessonId &&
    s.player.source.sql === 'mine'
      ? s.player.source.timeline
      : null,
  );
  useEffect(() => {
    if (timeline === null) return;
    const here = lessonViewOf(new URLSearchParams(window.location.search));
    if (here.timeline === timeline && sqlOfView(here) === 'mine') return;
    replaceAddress(lessonHref(lessonId, { timeline, sql: 'mine', step: here.step ?? null }), {
      quiet: true,
    });
  }, [lessonId, timeline]);
}
