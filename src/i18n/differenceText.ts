// A generated timeline's difference (content/check/generatedCheck.ts) in the page's language: who did
// what, what each SQL made of it, and what came before. The facts are the checker's; only the
// words are chosen here.
import type { DifferenceFacts } from '../content/check/generatedCheck';
import type { Outcome } from '../engine/types';
import { t } from './i18n';

const outcome = (o: Outcome | null) => (o === null ? '—' : t(`outcome.${o}`));

/** The difference in one sentence, as differenceSentence says it in English. */
export function differenceText(f: DifferenceFacts): string {
  const who =
    f.process === null
      ? f.actor
      : f.process === 'none'
        ? t('lesson.generated.processNone', { actor: f.actor })
        : t('lesson.generated.process', { actor: f.actor, token: f.process });
  const since = [
    f.retryOf === null ? null : t('lesson.generated.retry', { do: f.do, at: String(f.retryOf) }),
    f.cancelledAt === null ? null : t('lesson.generated.cancelled', { at: String(f.cancelledAt) }),
    f.defaultKey === null ? null : t('lesson.generated.defaultKey', { key: f.defaultKey }),
    ...f.store.map((s) =>
      s.kind === 'raised'
        ? t('lesson.generated.storeRaised', {
            table: s.table,
            columns: s.columns.join(t('lesson.check.listSeparator')),
            by: String(s.by),
          })
        : t(s.kind === 'other' ? 'lesson.generated.storeOther' : 'lesson.generated.storePrefix', {
            table: s.table,
          }),
    ),
    ...f.skew.map(({ actor, by }) =>
      t(by > 0 ? 'lesson.generated.skewAhead' : 'lesson.generated.skewBehind', {
        actor,
        by: String(Math.abs(by)),
      }),
    ),
  ].filter((x) => x !== null);
  const facts = {
    steps: f.steps,
    who,
    do: f.do,
    at: String(f.at),
    answer: outcome(f.answer),
    solution: outcome(f.solution),
    rules: f.rules.join(t('lesson.check.listSeparator')),
    extra: f.extraRows.join(t('lesson.check.listSeparator')),
    missing: f.missingRows.join(t('lesson.check.listSeparator')),
    values: f.otherValues.join(t('lesson.check.listSeparator')),
    since:
      since.length === 0
        ? ''
        : t('lesson.generated.since', { what: since.join(t('lesson.generated.sinceSeparator')) }),
  };
  if (f.kind === 'rows')
    return t(
      f.extraRows.length > 0
        ? 'lesson.generated.rowsExtra'
        : f.missingRows.length > 0
          ? 'lesson.generated.rowsMissing'
          : 'lesson.generated.rowsValues',
      facts,
    );
  return t(`lesson.generated.${f.kind}`, facts);
}
