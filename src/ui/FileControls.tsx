// Export a learner's file and import one back: the lesson progress (on the lessons page) and the
// review schedule (on the review page) are two uses of this one control.
import { useRef } from 'react';
import { downloadText } from './download';

interface Props {
  /** The file's name when it is saved (`fencelab-progress.json`). */
  fileName: string;
  /** The file's text, made when the learner asks for it. */
  exportText(): Promise<string>;
  /** Reads a file the learner chose; the store says how it went (`message`). */
  importText(text: string): Promise<unknown>;
  /** What the last import did, or why it was refused; null before any. */
  message: string | null;
  exportLabel: string;
  importLabel: string;
  /** The names its parts go by in tests: `export-<name>`, `import-<name>`. */
  name: string;
  /** The test id of the message. */
  messageId: string;
  className?: string;
}

export function FileControls(p: Props) {
  const input = useRef<HTMLInputElement>(null);
  const download = async () => downloadText(p.fileName, await p.exportText(), 'application/json');
  const upload = async (file: File | undefined) => {
    if (!file) return;
    await p.importText(await file.text());
    if (input.current) input.current.value = '';
  };
  return (
    <div className={p.className}>
      <button type="button" onClick={() => void download()} data-testid={`export-${p.name}`}>
        {p.exportLabel}
      </button>
      <label className="button-like">
        {p.importLabel}
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          data-testid={`import-${p.name}`}
          className="visually-hidden"
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </label>
      {p.message && (
        <p role="status" data-testid={p.messageId}>
          {p.message}
        </p>
      )}
    </div>
  );
}
