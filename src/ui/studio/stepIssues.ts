// Which step an issue belongs to: the validator names fields like `steps[2].until`. Pure.
import type { InputIssue } from '../../engine/yamlSource';
import { issueLine } from '../../i18n/issueText';

/** Step index → the messages of the issues about that step, in the page's language. */
export function issuesByStep(issues: InputIssue[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const issue of issues) {
    const m = /^steps\[(\d+)\]/.exec(issue.field);
    if (!m) continue;
    const i = Number(m[1]);
    out.set(i, [...(out.get(i) ?? []), issueLine(issue)]);
  }
  return out;
}
