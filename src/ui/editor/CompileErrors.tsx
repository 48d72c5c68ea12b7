// SQL that does not compile, said once and plainly: which action, at which line of its SQL, and
// SQLite's own message. The player shows it in place of the run's verdict, the check report in
// place of every timeline's failures.
import type { CompileError } from '../../state/compileErrors';
import { messageParts } from '../player/messageParts';
import { sqlErrorRange } from './markers';
import './CompileErrors.css';

interface Props {
  errors: readonly CompileError[];
  /** What follows the sentences: the player's "nothing of it ran", the check's "no timeline can pass". */
  after: string;
}

/** The 1-based line of an action's SQL that SQLite's message points at. */
export function compileErrorLine(e: CompileError): number {
  return sqlErrorRange(e.sql, e.offset, e.error).startLineNumber;
}

export function CompileErrors({ errors, after }: Props) {
  return (
    <div className="editor-compile" role="alert" data-testid="compile-error">
      {errors.map((e) => (
        <p key={`${e.action}\n${e.error}`} data-action={e.action} data-line={compileErrorLine(e)}>
          {messageParts(
            'editor.compile.error',
            {
              action: <code>{e.action}</code>,
              error: <code className="sqlite-message">{e.error}</code>,
            },
            { line: compileErrorLine(e) },
          )}
        </p>
      ))}
      <p className="editor-compile-after">{after}</p>
    </div>
  );
}
