/** How long the companion waits for the gateway (issue 19: nothing may hang behind a silent gateway). */
export interface GatewayTimeouts {
  /** Opening a TCP (and TLS) connection to the gateway. */
  connectMs: number;
  /**
   * An API answer: from the moment the request is fully sent until the answer is complete. While a body
   * (an upload) is being sent, the same time is allowed between two of its chunks, not for the total.
   */
  answerMs: number;
  /** A websocket handshake with the gateway; a browser's socket is only accepted once it completed. */
  upgradeMs: number;
}

export const DEFAULT_TIMEOUTS: GatewayTimeouts = { connectMs: 5000, answerMs: 15_000, upgradeMs: 5000 };

export function seconds(ms: number): string {
  return `${String(Math.round(ms / 100) / 10)} s`;
}
