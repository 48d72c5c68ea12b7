// What an export is given and what it gives back; shared by the menu and the exporters.

/** The store's playhead, as much of it as an export that walks the run needs. */
export interface PlayheadControl {
  /** The number of steps of the trace on screen when the export began. */
  steps: number;
  current(): number;
  seek(step: number): void;
  pause(): void;
  /** False once another trace is on screen (a re-run, another example). */
  unchanged(): boolean;
}

export interface ExportJob {
  /** The player whose timeline and caption are exported (its `[data-testid="trace"]`). */
  scope: ParentNode;
  /** The scenario's title, for the file name. */
  title: string;
  /** The playhead when the export began. */
  step: number;
  playhead: PlayheadControl;
  signal: AbortSignal;
  /** `done` of `total` units of work. */
  onProgress(done: number, total: number): void;
}

export interface ExportResult {
  blob: Blob;
  name: string;
}

/** An export that could not be made, said for people (in the page's language). */
export class ExportError extends Error {
  override readonly name = 'ExportError';
}

/** Throws the signal's abort when the learner has cancelled. */
export function checkCancelled(signal: AbortSignal): void {
  if (signal.aborted) throw new DOMException('The export was cancelled.', 'AbortError');
}
