// What the caption says before it has the step's sentences: the moment before the first step, and
// a step's one-line title. explain.ts tells the rest; it loads with its words when the playhead
// first reaches a step (StepCaption.tsx), so a page that opens before the first step does not
// fetch it.
import type { StepTrace, Violation } from '../../../engine/types';
import { t } from '../../../i18n/i18n';

export interface Narration {
  /** One line: time, actor, action and outcome. */
  title: string;
  sentences: string[];
  /** The sentence the step teaches, when it teaches one (shown emphasised). */
  lesson: string | null;
  /** The engine's own findings: their messages are the engine's sentences, shown as they are. */
  violations: Violation[];
}

/** The moment before the first step. */
export function beforeNarration(): Narration {
  return {
    title: t('player.explain.before.title'),
    sentences: [t('player.explain.before.play'), t('player.explain.before.tracks')],
    lesson: null,
    violations: [],
  };
}

/** A step's title: its time, actor and action, and its outcome when it has one. */
export function stepTitle(s: StepTrace): string {
  const head = `t=${s.at} · ${s.actor} ${s.do}`;
  return s.outcome ? `${head} → ${t(`outcome.${s.outcome}`)}` : head;
}
