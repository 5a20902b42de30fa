/**
 * Throw-away PKI for the TLS test, made with the system's openssl: a CA, a server certificate for
 * 127.0.0.1 and a client certificate, all EC P-256 (small enough for the device's 2560-character limit).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TlsFiles {
  caFile: string;
  serverCertFile: string;
  serverKeyFile: string;
  /** PEM texts, as the MQTT settings hold them. */
  caPem: string;
  clientCertPem: string;
  clientKeyPem: string;
}

function openssl(args: readonly string[], cwd: string): void {
  try {
    execFileSync('openssl', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], timeout: 10_000 });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOENT') throw new Error('openssl not found: apt-get install openssl', { cause: error });
    throw error;
  }
}

function signedCertificate(dir: string, name: string, subject: string, extensions: string): void {
  openssl(['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', `${name}.key`], dir);
  openssl(['req', '-new', '-key', `${name}.key`, '-subj', subject, '-out', `${name}.csr`], dir);
  writeFileSync(join(dir, `${name}.ext`), extensions);
  openssl(
    [
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-days',
      '2',
      '-extfile',
      `${name}.ext`,
      '-out',
      `${name}.pem`,
    ],
    dir,
  );
}

export function makeTlsFiles(dir: string): TlsFiles {
  openssl(['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', 'ca.key'], dir);
  openssl(
    [
      'req',
      '-x509',
      '-new',
      '-key',
      'ca.key',
      '-subj',
      '/CN=dtu-web test CA',
      '-days',
      '2',
      '-out',
      'ca.pem',
    ],
    dir,
  );
  signedCertificate(dir, 'server', '/CN=127.0.0.1', 'subjectAltName=IP:127.0.0.1\n');
  signedCertificate(dir, 'client', '/CN=virtual-dtu', 'extendedKeyUsage=clientAuth\n');
  const read = (file: string): string => readFileSync(join(dir, file), 'utf8');
  return {
    caFile: join(dir, 'ca.pem'),
    serverCertFile: join(dir, 'server.pem'),
    serverKeyFile: join(dir, 'server.key'),
    caPem: read('ca.pem'),
    clientCertPem: read('client.pem'),
    clientKeyPem: read('client.key'),
  };
}
