import type { FindingFacts } from '../../../engine/findings';
import { findingText } from '../../../i18n/findingText';

/** A violation's or a warning's sentence: in the page's language, or the engine's English. */
export function FindingText({ finding }: { finding: { message: string; facts?: FindingFacts } }) {
  const text = findingText(finding);
  return <>{text ?? finding.message}</>;
}
