// A message with elements inside it (a <kbd>, a sample swatch): the catalog holds the whole
// sentence with `{name}` where each element goes, so a translation may move them.
import { Fragment, type ReactNode } from 'react';
import { t, type MessageKey } from '../../i18n/i18n';

const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARK = new RegExp(`${OPEN}(\\w+)${CLOSE}`);

/** The message `key`, each `{name}` of `parts` drawn as that element, the rest as text. */
export function messageParts(
  key: MessageKey,
  parts: Record<string, ReactNode>,
  values: Record<string, unknown> = {},
): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(parts).map((k) => [k, `${OPEN}${k}${CLOSE}`]));
  return t(key, { ...values, ...marks })
    .split(MARK)
    .map((piece, i) => (i % 2 === 0 ? piece : <Fragment key={i}>{parts[piece]}</Fragment>));
}
