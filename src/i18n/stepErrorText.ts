// A step's or a schema's error, and a trace's notices, in the page's language, worded from the
// facts the engine keeps beside its English (engine/types.ts: StepTrace.errorFacts,
// Trace.schemaErrorFacts, Trace.noticeFacts). SQLite's own message is passed on as SQLite wrote
// it: it is the database's output, shown as code.
import type { NoticeFacts, StepErrorFacts } from '../engine/types';
import { t } from './i18n';
import { issueFactsText } from './issueText';

/** The error as one sentence; SQLite's message inside it as `sqlite` gives it (text, by default). */
export function stepErrorText(
  facts: StepErrorFacts | null,
  english: string,
  sqlite: (message: string) => string = (m) => m,
): string {
  if (!facts) return english;
  const ms = (n: number) => String(n);
  switch (facts.kind) {
    case 'sql':
      return t('player.error.sqlite', { message: sqlite(facts.sqlite) });
    case 'time-limit':
      return t(facts.earlier ? 'player.error.notRun' : 'player.error.timeLimit', {
        ms: ms(facts.ms),
      });
    case 'refused':
      return facts.refusal ? issueFactsText(facts.refusal) : english;
    case 'token':
      return t('player.error.token', { token: facts.token });
  }
}

/** The schema's error: SQLite's message after a lead-in, or the time limit. */
export function schemaErrorText(
  facts: StepErrorFacts | null,
  english: string,
  sqlite: (message: string) => string = (m) => m,
): string {
  if (facts?.kind === 'sql') return t('player.error.schema', { message: sqlite(facts.sqlite) });
  return stepErrorText(facts, english, sqlite);
}

/** A trace's notice. */
export function noticeText(facts: NoticeFacts | undefined, english: string): string {
  return facts ? t('player.notice.tokenNotNumber', { token: facts.token }) : english;
}
