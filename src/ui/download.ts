// Hands a file to the browser's downloads, from a temporary object URL: nothing leaves the machine.
// One routine for every export (progress, review deck, studio files, mock report, figures).

/** Downloads `blob` as `name`. */
export function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started by then; the URL only has to live until it has.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads `text` as `name`, of the given type. */
export function downloadText(name: string, text: string, type: string): void {
  downloadBlob(name, new Blob([text], { type }));
}
