// The report's part for generated timelines: the shortest one that tells the learner's SQL from
// the solution, in a sentence, both runs side by side with the step where they part, and a button
// that shows it in the player.
import type { GeneratedResult } from '../../content/check/generatedCheck';
import { differenceText } from '../../i18n/differenceText';
import { t } from '../../i18n/i18n';
import { CompareResult } from '../compare/CompareResult';
import { InlineMarkdown } from './InlineMarkdown';

export type { DifferenceRuns } from '../../state/workbookState';
import type { DifferenceRuns } from '../../state/workbookState';

interface Props {
  generated: GeneratedResult;
  difference: DifferenceRuns | null;
  onShow: () => void;
}

export function GeneratedReport({ generated, difference, onShow }: Props) {
  if (generated.passed) return null;
  return (
    <div className="check-timeline" data-testid="check-generated" data-passed={generated.passed}>
      <h5>
        ✗ {t(generated.tables.length > 0 ? 'lesson.tables.title' : 'lesson.generated.title')}{' '}
        {difference && (
          <button
            type="button"
            className="link-button"
            data-testid="check-generated-show"
            onClick={onShow}
          >
            {t('lesson.generated.show')}
          </button>
        )}
      </h5>
      {generated.tables.map((p, k) => (
        <p key={k} className="unmet" data-testid="check-tables">
          <InlineMarkdown source={p.says} />{' '}
          {p.how === 'unknown'
            ? t('lesson.tables.unknown', { action: p.action, why: p.message })
            : t(`lesson.tables.${p.how}`, { action: p.action, table: p.table })}
        </p>
      ))}
      {(generated.facts || generated.stopped) && (
        <p className="unmet" data-testid="check-generated-sentence">
          {generated.facts
            ? differenceText(generated.facts)
            : t('lesson.generated.stopped', { why: generated.stopped ?? '' })}
        </p>
      )}
      {difference?.solution && (
        <CompareResult
          a={{ label: t('lesson.generated.mine'), trace: difference.mine }}
          b={{ label: t('lesson.generated.solution'), trace: difference.solution }}
          parting={{ step: difference.step, label: t('lesson.generated.parts') }}
        />
      )}
    </div>
  );
}
