// Which step an issue belongs to: the validator names fields like `steps[2].until`. Pure.
import { formatIssue, type InputIssue } from '../../engine/yamlSource';

/** Step index → the messages of the issues about that step. */
export function issuesByStep(issues: InputIssue[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const issue of issues) {
    const m = /^steps\[(\d+)\]/.exec(issue.field);
    if (!m) continue;
    const i = Number(m[1]);
    out.set(i, [...(out.get(i) ?? []), formatIssue(issue)]);
  }
  return out;
}
