// Downloads and file reading for the studio's export and import buttons (browser only).
import { downloadText } from '../download';

/** Offers text as a file download. */
export function download(name: string, text: string, type = 'application/yaml'): void {
  downloadText(name, text, type);
}

/** A file name from a title: `a-stale-worker.scenario.yaml`. */
export function fileNameOf(title: string, suffix: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'scenario'}${suffix}`;
}

/** Where the app is served from (with the base path, without a trailing slash). */
export function appBase(): string {
  const base = (import.meta.env.BASE_URL || '/').replace(/\/$/, '');
  return `${window.location.origin}${base}`;
}
