import type { Trace } from '../../engine/types';
import { finalTables } from '../../state/selectors';
import { SnapshotTable } from './SnapshotTable';
import { StepsTable } from './StepsTable';
import { ViolationList } from './ViolationList';

interface Props {
  trace: Trace;
}

/** A finished run: its title and verdict, the timeline, the violations and the final tables. */
export function TraceView({ trace }: Props) {
  return (
    <article className="trace" data-testid="trace" data-ok={trace.ok} data-safe={trace.safe}>
      <h2 data-testid="scenario-title">{trace.title}</h2>
      <p className="verdict">
        <span data-testid="verdict-ok" className={trace.ok ? undefined : 'bad'}>
          {trace.ok
            ? 'Every stated expectation was met.'
            : 'Some stated expectations were not met.'}
        </span>{' '}
        <span data-testid="verdict-safe" className={trace.safe ? undefined : 'bad'}>
          {trace.safe ? 'Safe.' : `Unsafe: ${countOf(trace.violations.length, 'violation')}.`}
        </span>
      </p>
      {trace.schemaError !== null && (
        <p className="schema-error" role="alert" data-testid="schema-error">
          The schema failed, so no step ran: {trace.schemaError}
        </p>
      )}
      {trace.notices.length > 0 && (
        <ul className="notices" data-testid="notices">
          {trace.notices.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <StepsTable steps={trace.steps} />
      <section aria-labelledby="violations-heading">
        <h3 id="violations-heading">Violations</h3>
        <ViolationList violations={trace.violations} steps={trace.steps} />
      </section>
      <section aria-labelledby="tables-heading">
        <h3 id="tables-heading">Final tables</h3>
        <div className="snapshots">
          {finalTables(trace).map((t) => (
            <SnapshotTable key={t.name} table={t} />
          ))}
        </div>
      </section>
    </article>
  );
}

function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
