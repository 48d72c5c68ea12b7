// The static host's headers: every page may be framed by this origin only, the embed by anyone,
// and every page and asset carries the app's policy.
import { describe, expect, it } from 'vitest';
import { routeOf } from '../ui/navigation/routes';
import { CONTENT_SECURITY_POLICY } from './contentSecurityPolicy';
import { headerRules, headersFile } from './deployHeaders';

/** The rule a static host applies to `path`: the exact one, else the longest `*` prefix. */
function ruleFor(path: string, base = '/') {
  const rules = headerRules(CONTENT_SECURITY_POLICY, base);
  const exact = rules.find((r) => r.path === path);
  if (exact) return exact;
  return rules
    .filter((r) => r.path.endsWith('*') && path.startsWith(r.path.slice(0, -1)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
const frameAncestors = (path: string, base?: string) =>
  ruleFor(path, base)
    ?.headers.find((h) => h.startsWith('Content-Security-Policy: '))
    ?.match(/frame-ancestors ([^;]+)/)?.[1] ?? null;

describe('the _headers file', () => {
  const pages = [
    '/',
    '/playground',
    '/lessons',
    '/lessons/lease-is-not-a-lock',
    '/practice',
    '/practice/drills',
    '/practice/review',
    '/practice/mock',
    '/studio',
    '/glossary',
    '/exercise',
    '/recorded/seed-demo',
  ];

  it('lets only this origin frame every page, and anyone frame the embed', () => {
    for (const p of pages) {
      expect(routeOf(p).page, p).not.toBe('not-found');
      expect(frameAncestors(p), p).toBe("'self'");
    }
    expect(frameAncestors('/embed')).toBe('*');
  });

  it("sends the app's own policy with every page and every asset (workers read theirs)", () => {
    for (const p of [...pages, '/embed', '/assets/sqlWorker-abc.js'])
      expect(ruleFor(p)?.headers, p).toContainEqual(
        expect.stringContaining(`Content-Security-Policy: ${CONTENT_SECURITY_POLICY}`),
      );
  });

  it('puts every path under the base the site is served at', () => {
    expect(frameAncestors('/fencelab/studio', '/fencelab/')).toBe("'self'");
    expect(frameAncestors('/fencelab/embed', '/fencelab/')).toBe('*');
    expect(headersFile(CONTENT_SECURITY_POLICY)).toMatch(/^\/\n {2}Content-Security-Policy: /);
  });
});
