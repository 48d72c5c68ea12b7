// Puts text on the clipboard, and says whether it did: a page served over plain http on a LAN
// address, or a browser that refuses, has no clipboard to write, and a label that says "copied"
// must not claim it then.

/** Whether `text` is on the clipboard now. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
