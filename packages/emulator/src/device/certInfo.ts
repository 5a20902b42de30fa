/**
 * The `*_cert_info` texts of GET /api/mqtt/status: a summary in the layout of mbedTLS's
 * x509_crt_info (label column, one fact per line), built from what Node's X509Certificate exposes.
 * "" when the PEM does not parse, like the device.
 */
import { X509Certificate } from 'node:crypto';

const label = (name: string): string => name.padEnd(18) + ': ';

/** "C=US\nO=Example" → "C=US, O=Example" */
const distinguishedName = (text: string): string => text.split('\n').filter(Boolean).join(', ');

/** OpenSSL's "Jun  4 11:04:38 2015 GMT" → "2015-06-04 11:04:38" */
function timestamp(text: string): string {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString().slice(0, 19).replace('T', ' ');
}

export function certificateInfo(pem: string): string {
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) return '';
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(pem);
  } catch {
    return '';
  }
  const serial = (cert.serialNumber.match(/../g) ?? []).join(':');
  const key = cert.publicKey;
  const bits = key.asymmetricKeyDetails?.modulusLength;
  const lines = [
    label('cert. version') + '3',
    label('serial number') + serial,
    label('issuer name') + distinguishedName(cert.issuer),
    label('subject name') + distinguishedName(cert.subject),
    label('issued  on') + timestamp(cert.validFrom),
    label('expires on') + timestamp(cert.validTo),
  ];
  if (key.asymmetricKeyType === 'rsa' && bits !== undefined)
    lines.push(label('RSA key size') + `${bits} bits`);
  if (key.asymmetricKeyType === 'ec') lines.push(label('EC key size') + `${bits ?? 256} bits`);
  lines.push(label('basic constraints') + `CA=${cert.ca ? 'true' : 'false'}`);
  return lines.join('\n') + '\n';
}
