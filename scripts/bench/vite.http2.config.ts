// `vite preview` over HTTPS, which Vite serves as HTTP/2 (falling back to HTTP/1.1 for a client
// that asks for it): how the hosts in docs/deploy.md serve the build. The app's config with the
// certificate of FENCELAB_PREVIEW_TLS (a folder with key.pem and cert.pem, scripts/bench/tls.ts)
// added; used by the bench's Lighthouse runs (scripts/bench/preview.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UserConfig } from 'vite';
import app from '../../vite.config';

const dir = process.env.FENCELAB_PREVIEW_TLS;
if (!dir) throw new Error('FENCELAB_PREVIEW_TLS names no folder with key.pem and cert.pem');

const config: UserConfig = {
  ...app,
  preview: {
    ...app.preview,
    https: { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
  },
};

export default config;
