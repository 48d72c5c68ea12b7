import { useAppStore } from '../../state/useAppStore';

/** While Check my SQL runs: which stage, and a bar of how many of its runs are done. */
export function CheckProgress() {
  const checking = useAppStore((s) => s.lesson.checking);
  const p = useAppStore((s) => s.lesson.checkProgress);
  if (!checking) return null;
  const what =
    p === null
      ? 'Checking your SQL…'
      : p.stage === 'timelines'
        ? `Running timeline ${p.done + 1} of ${p.total}…`
        : `Trying every schedule of model ${p.done + 1} of ${p.total}…`;
  return (
    <p className="check-progress" role="status" data-testid="check-progress">
      <progress
        max={p?.total ?? 1}
        value={p?.done ?? 0}
        aria-label="How much of the check is done"
      />{' '}
      {what}
    </p>
  );
}
