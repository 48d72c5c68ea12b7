// Downloads and file reading for the studio's export and import buttons (browser only).
import { downloadText } from '../download';

/** Offers text as a file download. */
export function download(name: string, text: string, type = 'application/yaml'): void {
  downloadText(name, text, type);
}

/**
 * A file name from a title: `a-stale-worker.scenario.yaml`, `租约过期后的旧写入.scenario.yaml`.
 * Letters and digits of any script stay (a Chinese title is not left with none); the rest,
 * path separators and punctuation among them, become dashes.
 */
export function fileNameOf(title: string, suffix: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'scenario'}${suffix}`;
}

/** Where the app is served from (with the base path, without a trailing slash). */
export function appBase(): string {
  const base = (import.meta.env.BASE_URL || '/').replace(/\/$/, '');
  return `${window.location.origin}${base}`;
}
