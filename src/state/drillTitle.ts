// A generated drill's title in words: its level and what its timeline holds (the workers, who
// pauses, renewals, the user's cancel, writes to the store), never its seed. It says only what the
// candidate reads in the timeline anyway, nothing of which writes must be rejected.
import { USER } from '../engine/actors';
import type { Scenario } from '../engine/types';
import { currentLocale, t } from '../i18n/i18n';

/** "A, B and C" in the page's language. */
function list(items: readonly string[]): string {
  return new Intl.ListFormat(currentLocale(), { style: 'long', type: 'conjunction' }).format(items);
}

/** The title of a generated drill of `level` whose timeline is `scenario`'s. */
export function drillTitle(scenario: Pick<Scenario, 'steps'>, level: number): string {
  const { steps } = scenario;
  const workers = [...new Set(steps.map((s) => s.actor).filter((a) => a !== USER))].sort();
  const pausing = workers.filter((w) => steps.some((s) => s.actor === w && s.do === 'pause'));
  const count = (what: string) => steps.filter((s) => s.do === what).length;
  const renewals = count('renew');
  const writes = count('write');
  const details = [
    ...(pausing.length > 0
      ? [t('practice.drillTitle.pauses', { names: list(pausing), n: pausing.length })]
      : []),
    ...(renewals > 0 ? [t('practice.drillTitle.renewals', { n: renewals })] : []),
    ...(steps.some((s) => s.actor === USER && s.do === 'cancel')
      ? [t('practice.drillTitle.cancel')]
      : []),
    ...(writes > 0 ? [t('practice.drillTitle.writes', { n: writes })] : []),
  ];
  const values = { level: String(level), n: workers.length, workers: list(workers) };
  return details.length === 0
    ? t('practice.drillTitle.plain', values)
    : t('practice.drillTitle', { ...values, details: details.join(t('practice.level.separator')) });
}
