import { useMemo } from 'react';
import { DRILL_BANK, type DrillSource } from '../../content/practice/drills';
import { SYSTEMS } from '../../content/lessons/systems';
import { generateDrill } from '../../engine/drillGenerator';
import { drillTitle } from '../../state/drillTitle';
import { t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';
import { focusShown } from '../focusShown';
import { PlayerView } from '../player/PlayerView';
import { bankTitle, DrillPicker } from './DrillPicker';
import { DrillTimeline } from './DrillTimeline';
import { useDrillAddress } from './useDrillAddress';
import './drills.css';
import { PlayerHeadings } from '../player/playerHeading';

/** Spot the stale write: drills from the bank and generated from a seed in the address. */
export function DrillsPage() {
  const actions = useActions();
  const [source, go] = useDrillAddress();
  const status = useAppStore((s) => s.drill.status);
  const error = useAppStore((s) => s.drill.error);
  const writes = useAppStore((s) => s.drill.truth.length);
  const marked = useAppStore(
    (s) => s.drill.truth.filter((w) => s.drill.marks[String(w.step)] !== undefined).length,
  );
  const score = useAppStore((s) => s.drill.score);
  const title = useAppStore((s) => s.drill.title);
  // The route table opens the drill the address names (routeTable.tsx).

  const heading = useMemo(() => headingOf(source, title), [source, title]);
  return (
    <article className="drills-page" data-testid="drills-page" data-status={status}>
      <h2>{t('practice.drills.title')}</h2>
      <p>{t('practice.drills.intro')}</p>
      <DrillPicker source={source} onChoose={go} />
      <h3 data-testid="drill-title">{heading}</h3>
      {status === 'loading' && <p role="status">{t('practice.drills.building')}</p>}
      {status === 'error' && (
        <pre role="alert" className="player-error" data-testid="drill-error">
          {error}
        </pre>
      )}
      {status === 'ready' && (
        <>
          <DrillTimeline />
          {score ? (
            <p
              className="drill-score"
              role="status"
              data-testid="drill-score"
              id="drill-score"
              tabIndex={-1}
            >
              {t('practice.drills.score', { right: score.right, total: score.total })}
            </p>
          ) : (
            <button
              type="button"
              data-testid="drill-submit"
              disabled={marked < writes}
              onClick={() => {
                actions.submitDrill();
                focusShown('drill-score');
              }}
            >
              {t('practice.drills.submit', { marked, total: writes })}
            </button>
          )}
          {score && (
            <section className="drill-player" aria-label={t('practice.drills.realTimeline')}>
              <h3>{t('practice.drills.whatHappened')}</h3>
              <PlayerHeadings level={4}>
                <PlayerView accepts={(s) => s.kind === 'drill'} />
              </PlayerHeadings>
            </section>
          )}
        </>
      )}
    </article>
  );
}

/**
 * The drill's title in words: a bank drill's own, a generated one's level and what its timeline
 * holds, a real system's name and its timeline's title (the seed stays in the address, which
 * reproduces it).
 */
function headingOf(source: DrillSource, title: string): string {
  if (source.kind === 'bank') return bankTitleOf(source.name) ?? source.name;
  if (source.kind === 'system') {
    const system = SYSTEMS.find((r) => r.lesson === source.lesson)?.system ?? source.lesson;
    return title === ''
      ? t('practice.drills.system', { system })
      : t('practice.drills.systemTitle', { system, title });
  }
  return drillTitle(generateDrill(source.seed, source.level), source.level);
}

/** A bank drill's title by its name, in the page's words; undefined for an unknown name. */
function bankTitleOf(name: string): string | undefined {
  const drill = DRILL_BANK.find((d) => d.name === name);
  return drill && bankTitle(drill);
}
