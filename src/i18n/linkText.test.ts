import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeShareFragment,
  encodeShareFragment,
  type LinkError,
} from '../content/links/shareLink';
import { MAX_NAME_LENGTH, MAX_TITLE_LENGTH } from '../content/links/shareLimits';
import { linkProblemText } from './linkText';
import { onPageIn } from '../testing/locale';

const SEED = readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8');
const encoded = encodeShareFragment(SEED);

/** A link's error (the test fails when the link opens). */
function errorOf(hash: string): LinkError {
  const r = decodeShareFragment(hash);
  if (r.ok) throw new Error(`${hash.slice(0, 20)}… opened`);
  return r.error;
}

/** One link for every way a link fails. */
const BROKEN = {
  notALink: '#step=3',
  cut: 's=v1.abc',
  tooLong: `s=v1.00000000.${'A'.repeat(16_001)}`,
  version: encoded.replace('s=v1.', 's=v0.'),
  unpacksHuge: encodeShareFragment(`title: ${'a'.repeat(500_000)}\nttl: 5\nsteps: []\n`),
  checksum: encoded.replace(/^s=v1\.[0-9a-f]{8}/, 's=v1.00000000'),
  invalid: encodeShareFragment('title: x\nttl: 0\nsteps: []\nfoo: 1\n'),
  title: encodeShareFragment(
    SEED.replace(/^title: .*$/m, `title: ${'T'.repeat(MAX_TITLE_LENGTH + 1)}`),
  ),
  actionName: encodeShareFragment(`${SEED}sql:\n  ${'x'.repeat(MAX_NAME_LENGTH + 1)}: SELECT 1\n`),
};

describe('a share link that does not open', () => {
  it('is worded in English exactly as shareLink says it, for every kind of failure', () => {
    for (const hash of Object.values(BROKEN)) {
      const error = errorOf(hash);
      expect(linkProblemText(error)).toBe(error.message);
    }
  });

  it('carries the facts the page words: kind, numbers and issues', () => {
    expect(errorOf(BROKEN.version)).toMatchObject({ kind: 'version', version: 'v0', reads: 'v1' });
    expect(errorOf(BROKEN.tooLong)).toMatchObject({ kind: 'too-large', size: 'link' });
    expect(errorOf(BROKEN.title)).toMatchObject({
      kind: 'too-large',
      size: 'text',
      field: 'title',
      length: MAX_TITLE_LENGTH + 1,
      limit: MAX_TITLE_LENGTH,
    });
    const invalid = errorOf(BROKEN.invalid);
    expect(invalid.kind === 'invalid' && invalid.issues.length).toBe(2);
  });
});

describe('a share link that does not open, on a Chinese page', () => {
  onPageIn('zh-CN');

  it('is worded in Chinese, with its numbers and fields', () => {
    expect(linkProblemText(errorOf(BROKEN.notALink))).toBe(
      '这个地址里没有分享的场景（缺少 #s= 部分）。',
    );
    expect(linkProblemText(errorOf(BROKEN.version))).toBe(
      '这个分享链接由另一个版本的 FenceLab 生成（格式 v0，当前版本读取的是 v1）。请向对方要一个新链接。',
    );
    expect(linkProblemText(errorOf(BROKEN.checksum))).toMatch(
      /^这个分享链接已损坏：校验和不匹配。/,
    );
    expect(linkProblemText(errorOf(BROKEN.unpacksHuge))).toMatch(/（500025 个字符，上限 64000）/);
    expect(linkProblemText(errorOf(BROKEN.actionName))).toBe(
      '分享的场景里有一段文字太长，无法显示：sql 中的一个动作名长达 65 个字符（上限 64）。请改为向对方要 .scenario.yaml 文件。',
    );
  });

  it('joins the scenario’s issues with a full-width semicolon', () => {
    const text = linkProblemText(errorOf(BROKEN.invalid));
    expect(text).toMatch(/^分享的场景无效：shared link:\d+: /);
    expect(text).toContain('；');
  });
});
