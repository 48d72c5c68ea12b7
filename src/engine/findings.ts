// What a violation or a warning found, as facts (who, which step, which tokens, which ticks), and
// its English sentence. The facts travel with each finding so that a page can word it in its own
// language (src/i18n/findingText.ts); the sentence is the CLI's and the JSON's `message`.
// Pure.
import type { SqlValue } from './types';
import { tokenText as valueText } from './values';

interface Step {
  actor: string;
  do: string;
  at: number;
  /** The token the step got (a claim) or presented. */
  token: SqlValue;
}

export type FindingFacts =
  | ({ kind: 'double-grant'; holder: string; holderToken: SqlValue; until: number } & Step)
  | ({ kind: 'token-regression'; maxToken: SqlValue } & Step)
  | ({ kind: 'stale-never' } & Step)
  | ({ kind: 'stale-takeover'; holder: string; holderToken: SqlValue; grantedAt: number } & Step)
  | ({ kind: 'stale-recovered'; recoveredAt: number | null } & Step)
  | ({ kind: 'write-after-cancel'; cancelledAt: number } & Step)
  | ({ kind: 'lapsed-lease'; leaseUntil: number } & Step)
  /**
   * A step that only added rows to `tables`, declared appendOnly (docs/scenarios.md): `instead`
   * is the finding it would have been otherwise (a stale write, a write after a cancel, a lapsed
   * lease), worded first.
   */
  | ({ kind: 'orphan-version'; tables: string[]; instead: FindingFacts } & Step);

const tokenText = (t: SqlValue) => (t === null ? 'no token' : `token ${valueText(t)}`);

/** The finding in one plain English sentence. */
export function findingSentence(f: FindingFacts): string {
  const accepted = `${f.actor}'s ${f.do} with ${tokenText(f.token)} was accepted at t=${f.at}`;
  switch (f.kind) {
    case 'double-grant':
      return `${f.actor}'s claim was granted at t=${f.at} while ${f.holder}'s lease (${tokenText(f.holderToken)}) was still live until t=${f.until}.`;
    case 'token-regression':
      return `${f.actor} was granted token ${valueText(f.token)} at t=${f.at}, but token ${valueText(f.maxToken)} had already been granted: tokens must only go up.`;
    case 'stale-never':
      return `${accepted}, but ${f.actor} had never been granted the job.`;
    case 'stale-takeover':
      return `${accepted}, but ${f.holder} had been granted ${tokenText(f.holderToken)} at t=${f.grantedAt}.`;
    case 'stale-recovered':
      return `${accepted}, but the scheduler's recover at t=${f.recoveredAt ?? '?'} had ended ${f.actor}'s lease.`;
    case 'write-after-cancel':
      return `${f.actor}'s ${f.do} was accepted at t=${f.at}, after the user's cancel was accepted at t=${f.cancelledAt}.`;
    case 'lapsed-lease':
      return `${accepted}: not yet a stale write, since nobody has taken over, but the lease ran out at t=${f.leaseUntil} and the next claim can land at any moment.`;
    case 'orphan-version':
      return `${findingSentence(f.instead)} It only added new rows to ${f.tables.join(', ')}, which the scenario declares appendOnly: an orphan version, which no reader reaches until a holder publishes it.`;
  }
}
