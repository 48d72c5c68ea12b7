// The headers a static host sends with the built app, as the `_headers` file Netlify and
// Cloudflare Pages read (docs/deploy.md gives the same set for other servers). The policy is the
// page's own (contentSecurityPolicy.ts) plus what a <meta> policy cannot say: `frame-ancestors`,
// which must come as a header. Every page but the embed may be framed by this origin only; the
// embed (which keeps nothing and accepts no messages) by any. Workers get the policy their own
// file is served with, so the assets carry it too.
import { FIXED_PATHS, NAMED_PREFIXES } from '../ui/navigation/routes';

export const EMBED_PATH = '/embed';
/** Headers every response gets. */
const COMMON = ['X-Content-Type-Options: nosniff', 'Referrer-Policy: same-origin'];

/** One rule: a path (exact, or ending in `*` for everything under it) and its headers. */
export interface HeaderRule {
  path: string;
  headers: string[];
}

/** Every rule for the page policy `policy`, for a site served under `base` (`/`, `/fencelab/`). */
export function headerRules(policy: string, base = '/'): HeaderRule[] {
  const at = (path: string) => `${base.replace(/\/$/, '')}${path}`;
  const csp = (who: "'self'" | '*') => [
    `Content-Security-Policy: ${policy}; frame-ancestors ${who}`,
    ...COMMON,
  ];
  const pages = [
    ...FIXED_PATHS.filter((p) => p !== EMBED_PATH),
    '/index.html',
    ...NAMED_PREFIXES.map((p) => `${p}*`),
  ];
  return [
    ...pages.map((p) => ({ path: at(p), headers: csp("'self'") })),
    { path: at(EMBED_PATH), headers: csp('*') },
    {
      path: at('/assets/*'),
      headers: [`Content-Security-Policy: ${policy}`, ...COMMON],
    },
  ];
}

/** The rules as a `_headers` file. */
export function headersFile(policy: string, base = '/'): string {
  return headerRules(policy, base)
    .map((r) => `${r.path}\n${r.headers.map((h) => `  ${h}`).join('\n')}\n`)
    .join('');
}
