// A violation's or a warning's sentence in the page's language, worded from the facts the engine
// found (engine/findings.ts). A finding without facts (a schema failure) keeps its English message.
import type { FindingFacts } from '../engine/findings';
import type { SqlValue } from '../engine/types';
import { tokenText } from '../engine/values';
import { t } from './i18n';

const token = (v: SqlValue) =>
  v === null ? t('finding.noToken') : t('finding.token', { value: tokenText(v) });

/** The sentence of a finding in the page's language; null when it has no facts to word. */
export function findingText(f: { facts?: FindingFacts }): string | null {
  const x = f.facts;
  if (!x) return null;
  // Ticks as text: a number would be grouped by thousands, which the English message is not.
  const step = { actor: x.actor, do: x.do, at: String(x.at), token: token(x.token) };
  switch (x.kind) {
    case 'double-grant':
      return t('finding.double-grant', {
        ...step,
        holder: x.holder,
        holderToken: token(x.holderToken),
        until: String(x.until),
      });
    case 'token-regression':
      return t('finding.token-regression', {
        ...step,
        tokenValue: tokenText(x.token),
        maxToken: tokenText(x.maxToken),
      });
    case 'stale-never':
      return t('finding.stale-never', step);
    case 'stale-takeover':
      return t('finding.stale-takeover', {
        ...step,
        holder: x.holder,
        holderToken: token(x.holderToken),
        grantedAt: String(x.grantedAt),
      });
    case 'stale-recovered':
      return t('finding.stale-recovered', {
        ...step,
        recoveredAt: x.recoveredAt === null ? '?' : String(x.recoveredAt),
      });
    case 'write-after-cancel':
      return t('finding.write-after-cancel', { ...step, cancelledAt: String(x.cancelledAt) });
    case 'lapsed-lease':
      return t('finding.lapsed-lease', { ...step, leaseUntil: String(x.leaseUntil) });
    case 'orphan-version':
      return t('finding.orphan-version', {
        instead: findingText({ facts: x.instead }) ?? '',
        tables: x.tables.join(', '),
      });
  }
}
