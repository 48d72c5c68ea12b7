// A step's or the schema's error in the page's language, SQLite's own message inside it as code.
import type { StepErrorFacts } from '../../../engine/types';
import { schemaErrorText, stepErrorText } from '../../../i18n/stepErrorText';

const MARK = '\uE002sqlite\uE003';

interface Props {
  facts: StepErrorFacts | null;
  /** The engine's English sentence, for an error without facts. */
  english: string;
  /** The schema's error (a lead-in before SQLite's message) rather than a step's. */
  schema?: boolean;
  /** Starts it with a capital letter, as a sentence of its own (a no-op in Chinese). */
  sentence?: boolean;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function ErrorText({ facts, english, schema = false, sentence = false }: Props) {
  const worded = (schema ? schemaErrorText : stepErrorText)(facts, english, () => MARK);
  const text = sentence ? capital(worded) : worded;
  const [before, after] = text.split(MARK);
  if (after === undefined || facts?.kind !== 'sql') return <>{text}</>;
  return (
    <>
      {before}
      <code className="sqlite-message">{facts.sqlite}</code>
      {after}
    </>
  );
}
