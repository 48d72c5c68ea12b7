import { t } from '../../i18n/i18n';
import type { WorkbookKey } from '../../state/workbookState';
import { useWorkbook } from '../bench/useWorkbook';

/** While Check my SQL of `of` runs: which stage, and a bar of how many of its runs are done. */
export function CheckProgress({ of }: { of: WorkbookKey }) {
  const { checking, checkProgress: p } = useWorkbook(of);
  if (!checking) return null;
  const what =
    p === null
      ? t('lesson.checkProgress.starting')
      : t(
          p.stage === 'timelines'
            ? 'lesson.checkProgress.timeline'
            : p.stage === 'generated'
              ? 'lesson.checkProgress.generated'
              : 'lesson.checkProgress.schedules',
          { n: Math.min(p.done + 1, p.total), total: p.total },
        );
  return (
    <p className="check-progress" role="status" data-testid="check-progress">
      <progress
        max={p?.total ?? 1}
        value={p?.done ?? 0}
        aria-label={t('lesson.checkProgress.label')}
      />{' '}
      {what}
    </p>
  );
}
