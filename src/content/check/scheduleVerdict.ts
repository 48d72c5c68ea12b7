// The explorer's outcome as the lesson checker reads it: safe, unsafe, or no verdict.
import type { ExploreOutcome } from '../../engine/explore/explore';
import type { ExploreScenario, ScheduleVerdict } from './lessonCheck';

/** What a finished, cancelled or runaway search means for a check. */
export function scheduleVerdict(outcome: ExploreOutcome): ScheduleVerdict {
  if (outcome.kind === 'cancelled')
    return { verdict: 'stopped', summary: 'The search of every schedule was cancelled.' };
  if (outcome.kind === 'runaway') return { verdict: 'stopped', summary: outcome.message };
  const r = outcome.result;
  const verdict = r.verdict === 'safe' ? 'safe' : r.verdict === 'unsafe' ? 'unsafe' : 'stopped';
  return { verdict, summary: r.summary, result: r };
}

/** A checker's explorer from anything that explores a scenario to an outcome. */
export function exploreForCheck(client: {
  explore(scenario: Parameters<ExploreScenario>[0]): Promise<ExploreOutcome>;
}): ExploreScenario {
  return async (scenario) => scheduleVerdict(await client.explore(scenario));
}
