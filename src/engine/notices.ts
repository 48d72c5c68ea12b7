// The trace's notices: plain remarks that are not violations. Pure: shared by the runner and the
// PostgreSQL runner (src/pg), so that both remark on the same things in the same words.
import type { SqlValue, Trace } from './types';
import { isNumeric, tokenText } from './values';

/** Adds the notice of a granted claim's token that is not a number, once per run and token. */
export function noticeToken(trace: Trace, token: SqlValue): void {
  if (token === null || isNumeric(token)) return;
  const shown = token instanceof Uint8Array ? tokenText(token) : JSON.stringify(token);
  const text = `Token ${shown} is not a number: it works for an equality check inside this database, but no downstream resource can order it, so a resource cannot tell a newer holder from an older one.`;
  if (trace.notices.includes(text)) return;
  trace.notices.push(text);
  trace.noticeFacts.push({ kind: 'token-not-a-number', token: shown });
}
