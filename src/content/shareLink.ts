// Share links: a scenario compressed into the URL fragment, `#s=v1.<crc32>.<lz-string>`, with a
// format version and a checksum so a damaged or outdated link says so instead of opening wrong.
import LZString from 'lz-string';
import { formatIssue } from '../engine/yamlSource';
import { parseScenarioYaml } from '../engine/parseScenario';
import type { Scenario } from '../engine/types';
import { limitBreakOf, limitMessage, MAX_SHARED_YAML_LENGTH } from './shareLimits';

export const SHARE_VERSION = 'v1';
/** Longest fragment we make or open: browsers and chat apps cut longer addresses. */
export const MAX_LINK_LENGTH = 16_000;
const PREFIX = 's=';

export type LinkError =
  | { kind: 'not-a-link'; message: string }
  | { kind: 'version'; message: string }
  | { kind: 'too-large'; message: string }
  | { kind: 'damaged'; message: string }
  | { kind: 'invalid'; message: string };

export type LinkResult =
  { ok: true; yaml: string; scenario: Scenario } | { ok: false; error: LinkError };

/** CRC-32 (IEEE) of a string's UTF-16 code units folded to bytes, as 8 hex digits. */
export function crc32(text: string): string {
  let crc = 0xffffffff;
  const bytes = new TextEncoder().encode(text);
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return ((crc ^ 0xffffffff) >>> 0).toString(16).padStart(8, '0');
}

/** The fragment (without `#`) that carries a scenario's YAML. */
export function encodeShareFragment(yaml: string): string {
  return `${PREFIX}${SHARE_VERSION}.${crc32(yaml)}.${LZString.compressToEncodedURIComponent(yaml)}`;
}

/** True when a fragment (with or without `#`) is meant as a share link. */
export function isShareFragment(hash: string): boolean {
  return hash.replace(/^#/, '').startsWith(PREFIX);
}

const fail = (kind: LinkError['kind'], message: string): LinkResult => ({
  ok: false,
  error: { kind, message } as LinkError,
});

/**
 * Opens a share fragment: checks its shape, version, size and checksum, then validates the
 * scenario with the engine and holds its texts to shareLimits. Every failure is one plain
 * sentence for the person who clicked.
 *
 * The unpacked size is checked before the checksum and the parser. lz-string cannot stop part
 * way, but it need not: each code it reads adds at most one character more than the code before,
 * so a link within MAX_LINK_LENGTH unpacks to at most some tens of millions of characters, in tens
 * of milliseconds. The slow part of such a link was the checksum, the YAML parser and a page
 * showing the result; those now never see it.
 */
export function decodeShareFragment(hash: string): LinkResult {
  const body = hash.replace(/^#/, '');
  if (!body.startsWith(PREFIX))
    return fail('not-a-link', 'This address does not carry a shared scenario (no #s= part).');
  if (body.length > MAX_LINK_LENGTH)
    return fail(
      'too-large',
      `This link is too long (${body.length} characters; at most ${MAX_LINK_LENGTH}). Share the .scenario.yaml file instead.`,
    );
  const parts = body.slice(PREFIX.length).split('.');
  const [version, sum, data] = parts;
  if (!version || !/^v\d+$/.test(version) || parts.length !== 3 || !sum || !data)
    return fail(
      'damaged',
      'This share link is damaged: it is cut short or was changed. Ask for a new link.',
    );
  if (version !== SHARE_VERSION)
    return fail(
      'version',
      `This share link was made by another version of FenceLab (format ${version}; this one reads ${SHARE_VERSION}). Ask for a new link.`,
    );
  const yaml = LZString.decompressFromEncodedURIComponent(data);
  if (yaml && yaml.length > MAX_SHARED_YAML_LENGTH)
    return fail(
      'too-large',
      `This link unpacks to a scenario too large to open (${yaml.length} characters; at most ${MAX_SHARED_YAML_LENGTH}). Ask for the .scenario.yaml file instead.`,
    );
  if (!yaml || crc32(yaml) !== sum)
    return fail(
      'damaged',
      'This share link is damaged: its checksum does not match. Ask for a new link or the file.',
    );
  const parsed = parseScenarioYaml(yaml, 'shared link');
  if (!parsed.ok)
    return fail(
      'invalid',
      `The shared scenario is not valid: ${parsed.issues.map(formatIssue).join('; ')}`,
    );
  const tooLong = limitBreakOf(parsed.scenario);
  if (tooLong) return fail('too-large', limitMessage(tooLong));
  return { ok: true, yaml, scenario: parsed.scenario };
}
