/**
 * How an answer broke the contract (never a success): `absent` — refused before sending, the gateway's
 * release has no such path; `page` — its web page (HTML) came where data was due; `shape` — data, but not
 * of the kind the contract names; `unconfirmed` — an upload not answered with the device's plain "OK".
 */
export type BreachKind = 'absent' | 'page' | 'shape' | 'unconfirmed';

export interface Breach {
  kind: BreachKind;
  /** The device path asked (without the gateway prefix). */
  path: string;
  /** The gateway's firmware as it reports it, when known. */
  firmware?: string;
}

/** A failed call: the body's `message` (or the status text) and the HTTP status (0 when none). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Set when the answer broke the contract; `message` is then already in the owner's language. */
    readonly breach?: Breach,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function messageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}
