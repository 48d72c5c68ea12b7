// A drill write's reason in the page's language, worded from the facts the engine found
// (engine/drillTruth.ts): the finding accepting the write would be, said as "would be accepted",
// or why accepting it is safe. The English is drillTruth's `reason` word for word
// (drillReason.test.ts).
import type { WriteReason, WriteTruth } from '../../engine/drillTruth';
import type { FindingFacts } from '../../engine/findings';
import type { SqlValue } from '../../engine/types';
import { tokenText } from '../../engine/values';
import { findingText } from '../../i18n/findingText';
import { t } from '../../i18n/i18n';

/** "token 2", "no token": a finding's words (tokens as findings write them). */
const findingToken = (v: SqlValue) =>
  v === null ? t('finding.noToken') : t('finding.token', { value: tokenText(v) });

/** The same words, the token as drillTruth's safe reason writes it (String()). */
const safeToken = (v: SqlValue) =>
  v === null ? t('finding.noToken') : t('finding.token', { value: String(v) });

/** A finding said of a write not yet accepted; a finding of no write (a claim) as it is. */
function wouldBe(x: FindingFacts): string | null {
  // Ticks as text: a number would be grouped by thousands, which the English is not.
  const step = { actor: x.actor, do: x.do, at: String(x.at), token: findingToken(x.token) };
  switch (x.kind) {
    case 'stale-never':
      return t('practice.reason.stale-never', step);
    case 'stale-takeover':
      return t('practice.reason.stale-takeover', {
        ...step,
        holder: x.holder,
        holderToken: findingToken(x.holderToken),
        grantedAt: String(x.grantedAt),
      });
    case 'stale-recovered':
      return t('practice.reason.stale-recovered', {
        ...step,
        recoveredAt: x.recoveredAt === null ? '?' : String(x.recoveredAt),
      });
    case 'write-after-cancel':
      return t('practice.reason.write-after-cancel', {
        ...step,
        cancelledAt: String(x.cancelledAt),
      });
    case 'lapsed-lease':
      return t('practice.reason.lapsed-lease', { ...step, leaseUntil: String(x.leaseUntil) });
    case 'double-grant':
    case 'token-regression':
    case 'orphan-version':
      // Said of a grant, never "was accepted", or of a step only the run can measure (a drill's
      // truth never finds an orphan version): the sentence is the finding's own.
      return findingText({ facts: x });
  }
}

function reasonText(r: WriteReason): string | null {
  if (r.kind === 'finding') return wouldBe(r.finding);
  return t('practice.reason.safe', {
    actor: r.actor,
    do: r.do,
    token: safeToken(r.token),
    at: String(r.at),
    held: r.holder ? 'newest' : 'job',
    holderToken: r.holder ? safeToken(r.holder.token) : '',
    outcome: r.outcome,
  });
}

/** The write's reason in the page's language; null when it has no facts (keep its English). */
export function drillReason(w: Pick<WriteTruth, 'facts'>): string | null {
  return w.facts ? reasonText(w.facts) : null;
}
