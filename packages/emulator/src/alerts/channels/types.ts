import type { Alert, AlertChannel, AlertSeverity } from '@dtu-web/protocol';

/** One message as every channel gets it; each writes it in its own format. */
export interface OutMessage {
  gateway: string;
  gatewayName: string;
  kind: 'firing' | 'resolved' | 'reminder' | 'report' | 'summary' | 'test';
  severity: AlertSeverity;
  title: string;
  text: string;
  alert?: Alert;
  /** Alerts of this gateway firing after this message (MQTT's retained count). */
  active: number;
}

/** Delivers one message; rejects with an Error whose message is the channel's own answer in words. */
export type Sender<C extends AlertChannel = AlertChannel> = (
  channel: C,
  message: OutMessage,
) => Promise<void>;

/** How long one delivery may take before it counts as failed. */
export const SEND_TIMEOUT_MS = 12_000;
