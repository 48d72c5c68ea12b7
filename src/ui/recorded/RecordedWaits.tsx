import type { Trace } from '../../engine/types';
import { t } from '../../i18n/i18n';
import { waitText } from '../player/timeline/TimelineWaits';

/** The waits of a recording in words: what the timeline's hatched bars show, as a list. */
export function RecordedWaits({ trace }: { trace: Trace }) {
  const waits = trace.steps.filter((s) => s.waited);
  return (
    <section className="recorded-waits" data-testid="recorded-waits">
      <h2>{t('recorded.waits.heading')}</h2>
      {waits.length === 0 ? (
        <p data-testid="recorded-no-waits">{t('recorded.waits.none')}</p>
      ) : (
        <ul>
          {waits.map((s) => (
            <li key={s.i} data-testid="recorded-wait" data-worker={s.actor}>
              {waitText({
                actor: s.actor,
                from: s.at,
                until: s.waited?.until ?? s.at,
                on: s.waited?.on ?? [],
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
