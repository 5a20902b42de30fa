/**
 * What the browser is told when the gateway was not reached or not trusted. The gateway's own answers
 * (its 401s, 413s, even its 500s) are never replaced: these texts stand only where it gave none.
 */
import type { DeviceTarget } from '../target.ts';
import { seconds, type GatewayTimeouts } from './timeouts.ts';

/** Node's codes for a certificate the companion does not trust. */
const UNTRUSTED_CERTIFICATE = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** The innermost error code of an error and its causes. */
export function errorCode(error: unknown): string | undefined {
  let code: string | undefined;
  for (
    let current = error, depth = 0;
    current !== null && typeof current === 'object' && depth < 5;
    depth++
  ) {
    const own = (current as { code?: unknown }).code;
    if (typeof own === 'string') code = own;
    current = (current as { cause?: unknown }).cause;
  }
  return code;
}

export function isUntrustedCertificate(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && UNTRUSTED_CERTIFICATE.has(code);
}

export function untrustedText(target: DeviceTarget, error: unknown): string {
  return (
    `The gateway at ${target.origin} presented a certificate this companion does not trust ` +
    `(${errorCode(error) ?? 'TLS'}); if it is your gateway's own certificate, start the companion ` +
    `with --device-ca <file> naming it\n`
  );
}

export function slowText(target: DeviceTarget, timeouts: GatewayTimeouts): string {
  return `The gateway at ${target.origin} is slow: it did not answer within ${seconds(timeouts.answerMs)}\n`;
}

export interface GatewayFailure {
  status: number;
  text: string;
}

/** The answer for an error of the upstream request (the gateway refused, reset, timed out, not trusted). */
export function failureAnswer(
  error: unknown,
  target: DeviceTarget,
  timeouts: GatewayTimeouts,
): GatewayFailure {
  if (isUntrustedCertificate(error)) return { status: 502, text: untrustedText(target, error) };
  const code = errorCode(error);
  if (code === 'UND_ERR_CONNECT_TIMEOUT') {
    return {
      status: 504,
      text: `The gateway at ${target.origin} is slow: it did not accept a connection within ${seconds(timeouts.connectMs)}\n`,
    };
  }
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return { status: 504, text: slowText(target, timeouts) };
  }
  return { status: 503, text: `The gateway at ${target.origin} did not answer` };
}
