import { useMemo } from 'react';
import type { Outcome, Trace } from '../../engine/types';
import { sentenceGap, t } from '../../i18n/i18n';
import type { TraceSource } from '../../state/traceSource';
import {
  changeLabels,
  selectChanged,
  selectPrevious,
  selectStep,
} from '../../state/playerSelectors';
import { useActions, useAppStore } from '../../state/useAppStore';
import { PlaybackBar } from './controls/PlaybackBar';
import { StepCaption } from './steps/StepCaption';
import { StepsTable } from './steps/StepsTable';
import { TablesAtPlayhead } from './tables/TablesAtPlayhead';
import { Timeline } from './timeline/Timeline';
import { TimelineLegend } from './timeline/TimelineLegend';
import { verdictOf, type ExerciseSql } from './findings/verdict';
import { ViolationList } from './findings/ViolationList';
import { WarningList } from './findings/WarningList';
import { WorkerMemoryPanel } from './tables/WorkerMemoryPanel';
import './player.css';
import { ErrorText } from './steps/ErrorText';
import { PlayerTools } from './controls/PlayerTools';
import { noticeText } from '../../i18n/stepErrorText';
import { compileErrorsOf } from '../../state/compileErrors';
import { CompileErrors } from '../editor/CompileErrors';
import { PlayerTitle, PlayerSub } from './playerHeading';

interface Props {
  trace: Trace;
}

/** The SQL a lesson's exercise timeline runs with (null for anything else). */
function exerciseSqlOf(source: TraceSource | null): ExerciseSql {
  return source?.kind === 'lesson' && source.sql !== 'written' ? source.sql : null;
}

/**
 * A finished run, played back: its title and verdict, the playback controls, the story of the step
 * at the playhead, the timeline, the state panels, the step list and the violations.
 */
/** An outcome in the page's words, or a dash for a step without one. */
const outcomeWord = (o: Outcome | null) => (o ? t(`outcome.${o}`) : '—');

export function TraceView({ trace }: Props) {
  const step = useAppStore(selectStep);
  const changed = useAppStore(selectChanged);
  const previous = useAppStore(selectPrevious);
  const { seek } = useActions();
  const changes = useMemo(
    () => changeLabels(previous, trace, changed, outcomeWord),
    [previous, trace, changed],
  );
  const exercise = useAppStore((s) => exerciseSqlOf(s.player.source));
  const verdict = verdictOf(trace, exercise);
  // SQL that does not compile is said once, in place of a verdict on outcomes it never reached.
  const broken = useMemo(() => compileErrorsOf(trace), [trace]);
  return (
    <article
      className="trace"
      data-testid="trace"
      data-ok={trace.ok}
      data-safe={trace.safe}
      data-player=""
    >
      <PlayerTitle data-testid="scenario-title">{trace.title}</PlayerTitle>
      {broken.length > 0 ? (
        <CompileErrors errors={broken} after={t('editor.compile.player')} />
      ) : (
        <p className="verdict">
          <span data-testid="verdict-ok" className={verdict.expectations.bad ? 'bad' : undefined}>
            {verdict.expectations.text}
          </span>
          {verdict.safety && (
            <>
              {sentenceGap()}
              <span data-testid="verdict-safe" className={verdict.safety.bad ? 'bad' : undefined}>
                {verdict.safety.text}
              </span>
            </>
          )}
        </p>
      )}
      <PlayerTools />
      {verdict.schemaError !== null && (
        <p className="schema-error" role="alert" data-testid="schema-error">
          <ErrorText facts={trace.schemaErrorFacts} english={verdict.schemaError} schema sentence />
        </p>
      )}
      {trace.notices.length > 0 && (
        <ul className="notices" data-testid="notices">
          {trace.notices.map((n, k) => (
            <li key={n}>{noticeText(trace.noticeFacts[k], n)}</li>
          ))}
        </ul>
      )}
      {trace.steps.length > 0 && (
        <>
          <PlaybackBar trace={trace} />
          <StepCaption trace={trace} changes={changes} />
          <Timeline trace={trace} changes={changes} />
          <TimelineLegend waits={trace.steps.some((s) => s.waited !== undefined)} />
          <div className="state-panels">
            <WorkerMemoryPanel trace={trace} />
            <TablesAtPlayhead trace={trace} />
          </div>
        </>
      )}
      <StepsTable steps={trace.steps} current={step} changes={changes} onSeek={seek} />
      <section aria-labelledby="violations-heading">
        <PlayerSub id="violations-heading">{t('player.violations.heading')}</PlayerSub>
        <ViolationList violations={trace.violations} steps={trace.steps} onSeek={seek} />
      </section>
      <WarningList warnings={trace.warnings} steps={trace.steps} onSeek={seek} />
    </article>
  );
}
