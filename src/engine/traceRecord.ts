// The trace around the steps: how it starts after the schema, and what each step's record adds to
// it. Pure: shared by the runner and the PostgreSQL runner (src/pg), so both keep the same account.
import { noticeToken } from './notices';
import { schemaErrorText } from './stepKernel';
import type { Step, StepErrorFacts, StepTrace, TableSnapshot, Trace } from './types';

/** A trace before its steps: the schema's outcome (`schemaFacts`, null when it ran) and the tables it left. */
export function startTrace(
  title: string,
  initial: TableSnapshot[],
  schemaFacts: StepErrorFacts | null,
): Trace {
  const schemaError = schemaFacts && schemaErrorText(schemaFacts);
  return {
    title,
    ok: schemaError === null,
    safe: true,
    initial,
    schemaError,
    schemaErrorFacts: schemaFacts,
    steps: [],
    violations: [],
    warnings: [],
    notices: [],
    noticeFacts: [],
  };
}

/** What a step's record adds to the trace: an unmet expectation, violations, warnings, notices. */
export function tallyStep(trace: Trace, step: Step, rec: StepTrace): void {
  if (rec.met === false) trace.ok = false;
  for (const v of rec.violations) trace.violations.push(v);
  for (const w of rec.warnings) trace.warnings.push(w);
  if (step.do === 'claim' && rec.outcome === 'granted') noticeToken(trace, rec.token);
}
