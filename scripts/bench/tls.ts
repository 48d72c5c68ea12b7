// A throwaway self-signed certificate for localhost, so `vite preview` can serve the build over
// HTTPS, which Vite serves as HTTP/2 (scripts/bench/vite.http2.config.ts). Made with the
// `openssl` command (Debian's `openssl` package); each bench run makes its own and removes it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TlsFiles {
  /** The folder holding `key.pem` and `cert.pem`. */
  dir: string;
  remove(): void;
}

/** A key and a certificate for localhost, valid two days; throws, saying why, without openssl. */
export function selfSignedCertificate(): TlsFiles {
  const dir = mkdtempSync(join(tmpdir(), 'fencelab-tls-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
      ],
      { stdio: 'pipe' },
    );
  } catch (e) {
    remove();
    const missing = (e as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(
      missing
        ? 'openssl is missing: the bench serves the build over HTTPS (HTTP/2) with a certificate it makes with openssl (apt-get install openssl)'
        : `openssl could not make a certificate: ${String((e as { stderr?: Buffer }).stderr ?? e)}`,
      { cause: e },
    );
  }
  return { dir, remove };
}
