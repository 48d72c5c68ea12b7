// The embedded player's address and the <iframe> that shows it. `/embed` names what the
// playground's address names (`?scenario=<example>&step=N`, `#s=<share link>`; see
// navigation/playgroundAddress.ts), plus `?theme=light|dark`; `?lang=` works as on every page, and
// the snippets carry the language of the page they were made on.
import { LANG_PARAM, type Locale } from '../../i18n/locales';
import type { PlaygroundAddress } from '../navigation/playgroundAddress';
import { exampleHref, pathOf, sharedHref } from '../navigation/routes';

/** What an embed shows: an example (at a step), or a share link by its fragment. */
export type EmbedSubject =
  { kind: 'example'; name: string; step: number | null } | { kind: 'link'; hash: string };

/** The height the snippet gives the frame: the title, the playback bar and the timeline. */
export const EMBED_HEIGHT = 640;

/** What an embed's address names; null when it names nothing (the page says so). */
export function embedSubjectOf(address: PlaygroundAddress): EmbedSubject | null {
  if (address.kind === 'link') return address;
  return address.name === null ? null : { kind: 'example', name: address.name, step: address.step };
}

/**
 * The embed's path and query of a subject (`/embed?scenario=…&step=…`, `/embed#s=…`), in `lang`
 * when given (`…&lang=zh-CN`, `/embed?lang=zh-CN#s=…`): a snippet made on a page in Chinese opens
 * in Chinese wherever it is pasted, whatever the reader's browser prefers.
 */
export function embedHref(subject: EmbedSubject, lang?: Locale): string {
  const embed = pathOf({ page: 'embed' });
  // The playground's own addresses, at the embed's path: one way of writing them.
  const href =
    subject.kind === 'link' ? sharedHref(subject.hash) : exampleHref(subject.name, subject.step);
  const address = embed + href.slice(pathOf({ page: 'playground' }).length);
  if (!lang) return address;
  const cut = address.indexOf('#');
  const [head, hash] = cut < 0 ? [address, ''] : [address.slice(0, cut), address.slice(cut)];
  const join = head.includes('?') ? '&' : '?';
  return `${head}${join}${LANG_PARAM}=${encodeURIComponent(lang)}${hash}`;
}

/** Where "Open in FenceLab" goes: the same subject in the playground. */
export function playgroundHrefOf(subject: EmbedSubject): string {
  return subject.kind === 'link'
    ? sharedHref(subject.hash)
    : exampleHref(subject.name, subject.step);
}

/** The theme an embed's address asks for, or null to keep the page's own. */
export function embedThemeOf(search: URLSearchParams): 'light' | 'dark' | null {
  const theme = search.get('theme');
  return theme === 'light' || theme === 'dark' ? theme : null;
}

/** Text made safe inside a double-quoted HTML attribute. */
function attribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The HTML to paste into a page: an <iframe> of the embed at `src`, named by `title`. */
export function iframeSnippet(src: string, title: string, height = EMBED_HEIGHT): string {
  return (
    `<iframe src="${attribute(src)}" width="100%" height="${height}" ` +
    `title="${attribute(title)}" loading="lazy"></iframe>`
  );
}
