/**
 * The `inv` query parameter of the per-inverter endpoints: hex parsed like the device's
 * `strtoll(…, 16)`; missing or unparsable is 0, which names no inverter.
 */
import { parseSerial } from '@dtu-web/protocol';
import type { FastifyRequest } from 'fastify';

export function queryParam(request: FastifyRequest, name: string): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.[name];
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** The serial named by `?inv=`, 0n when missing or unparsable. */
export function inverterParam(request: FastifyRequest): bigint {
  return parseSerial(queryParam(request, 'inv') ?? '');
}
