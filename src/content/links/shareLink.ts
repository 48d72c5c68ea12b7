// Share links: a scenario compressed into the URL fragment, `#s=v1.<crc32>.<lz-string>`, with a
// format version and a checksum so a damaged or outdated link says so instead of opening wrong.
import LZString from 'lz-string';
import { formatIssue, type InputIssue } from '../../engine/yamlSource';
import { parseScenarioYaml } from '../../engine/parseScenario';
import type { Scenario } from '../../engine/types';
import { limitBreakOf, limitMessage, MAX_SHARED_YAML_LENGTH } from './shareLimits';

export const SHARE_VERSION = 'v1';
/** Longest fragment we make or open: browsers and chat apps cut longer addresses. */
export const MAX_LINK_LENGTH = 16_000;
const PREFIX = 's=';

/**
 * Why a link does not open, as facts for the page to word: the shape of the fragment, its format
 * version, a size over its limit (the link, the YAML it unpacks to, or one text of the scenario,
 * named as the file names it), its checksum, or the scenario's own issues.
 */
export type LinkProblem =
  | { kind: 'not-a-link' }
  | { kind: 'version'; version: string; reads: string }
  | { kind: 'too-large'; size: 'link' | 'yaml'; length: number; limit: number }
  | { kind: 'too-large'; size: 'text'; field: string; length: number; limit: number }
  | { kind: 'damaged'; why: 'shape' | 'checksum' }
  | { kind: 'invalid'; issues: InputIssue[] };

/** A link's problem, with its English sentence (`linkSentence`) for where no page words it. */
export type LinkError = LinkProblem & { message: string };

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

/**
 * A text packed for an address fragment (without `#`): `<prefix><version>.<crc32>.<lz-string>`.
 * Share links (`s=`) and exercise links (`x=`, exerciseLink.ts) are made with it.
 */
export function packFragment(prefix: string, text: string): string {
  return `${prefix}${SHARE_VERSION}.${crc32(text)}.${LZString.compressToEncodedURIComponent(text)}`;
}

/** The fragment (without `#`) that carries a scenario's YAML. */
export function encodeShareFragment(yaml: string): string {
  return packFragment(PREFIX, yaml);
}

/** True when a fragment (with or without `#`) is meant as a share link. */
export function isShareFragment(hash: string): boolean {
  return hash.replace(/^#/, '').startsWith(PREFIX);
}

/** The problem as one plain English sentence for the person who clicked. */
export function linkSentence(p: LinkProblem): string {
  switch (p.kind) {
    case 'not-a-link':
      return 'This address does not carry a shared scenario (no #s= part).';
    case 'version':
      return `This share link was made by another version of FenceLab (format ${p.version}; this one reads ${p.reads}). Ask for a new link.`;
    case 'damaged':
      return p.why === 'shape'
        ? 'This share link is damaged: it is cut short or was changed. Ask for a new link.'
        : 'This share link is damaged: its checksum does not match. Ask for a new link or the file.';
    case 'invalid':
      return `The shared scenario is not valid: ${p.issues.map(formatIssue).join('; ')}`;
    case 'too-large':
      if (p.size === 'text') return limitMessage(p);
      return p.size === 'link'
        ? `This link is too long (${p.length} characters; at most ${p.limit}). Share the .scenario.yaml file instead.`
        : `This link unpacks to a scenario too large to open (${p.length} characters; at most ${p.limit}). Ask for the .scenario.yaml file instead.`;
  }
}

const fail = (problem: LinkProblem): LinkResult => ({
  ok: false,
  error: { ...problem, message: linkSentence(problem) },
});

/** A fragment's packed text, or why it cannot be had. */
export type UnpackResult = { ok: true; text: string } | { ok: false; problem: LinkProblem };

/**
 * Unpacks a fragment made by `packFragment`: checks its prefix, its length (MAX_LINK_LENGTH), its
 * shape and version, the unpacked length (`maxText`, before the checksum: see decodeShareFragment)
 * and the checksum, in that order.
 */
export function unpackFragment(prefix: string, hash: string, maxText: number): UnpackResult {
  const no = (problem: LinkProblem): UnpackResult => ({ ok: false, problem });
  const body = hash.replace(/^#/, '');
  if (!body.startsWith(prefix)) return no({ kind: 'not-a-link' });
  if (body.length > MAX_LINK_LENGTH)
    return no({ kind: 'too-large', size: 'link', length: body.length, limit: MAX_LINK_LENGTH });
  const parts = body.slice(prefix.length).split('.');
  const [version, sum, data] = parts;
  if (!version || !/^v\d+$/.test(version) || parts.length !== 3 || !sum || !data)
    return no({ kind: 'damaged', why: 'shape' });
  if (version !== SHARE_VERSION) return no({ kind: 'version', version, reads: SHARE_VERSION });
  const text = LZString.decompressFromEncodedURIComponent(data);
  if (text && text.length > maxText)
    return no({ kind: 'too-large', size: 'yaml', length: text.length, limit: maxText });
  if (!text || crc32(text) !== sum) return no({ kind: 'damaged', why: 'checksum' });
  return { ok: true, text };
}

/** A shared scenario's YAML, validated by the engine and held to shareLimits' text limits. */
export type SharedScenario = { ok: true; scenario: Scenario } | { ok: false; problem: LinkProblem };

/** Parses a link's scenario YAML (as `shared link`) and holds its texts to shareLimits. */
export function openSharedYaml(yaml: string): SharedScenario {
  const parsed = parseScenarioYaml(yaml, 'shared link');
  if (!parsed.ok) return { ok: false, problem: { kind: 'invalid', issues: parsed.issues } };
  const tooLong = limitBreakOf(parsed.scenario);
  if (tooLong) return { ok: false, problem: { kind: 'too-large', size: 'text', ...tooLong } };
  return { ok: true, scenario: parsed.scenario };
}

/**
 * Opens a share fragment: checks its shape, version, size and checksum, then validates the
 * scenario with the engine and holds its texts to shareLimits. Every failure comes as facts (the
 * page words them in its language) and as one plain English sentence.
 *
 * The unpacked size is checked before the checksum and the parser. lz-string cannot stop part
 * way, but it need not: each code it reads adds at most one character more than the code before,
 * so a link within MAX_LINK_LENGTH unpacks to at most some tens of millions of characters, in tens
 * of milliseconds. The slow part of such a link was the checksum, the YAML parser and a page
 * showing the result; those now never see it.
 */
export function decodeShareFragment(hash: string): LinkResult {
  const packed = unpackFragment(PREFIX, hash, MAX_SHARED_YAML_LENGTH);
  if (!packed.ok) return fail(packed.problem);
  const opened = openSharedYaml(packed.text);
  if (!opened.ok) return fail(opened.problem);
  return { ok: true, yaml: packed.text, scenario: opened.scenario };
}
