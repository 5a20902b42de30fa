import type { UploadAnswer } from './client.ts';

export interface UploadFailure {
  /** What to show: the gateway's own text where it gave one. */
  text: string;
  /** Whether sending the same file again can succeed (a busy or unreachable gateway), or not (refused). */
  retryable: boolean;
}

/** The gateway's plain-text reason (e.g. "OTA could not begin"); not an HTML error page or a long body. */
function ownText(answer: UploadAnswer): string {
  const text = answer.text.trim();
  return text.length > 0 && text.length <= 200 && !text.startsWith('<') ? text : '';
}

/**
 * What an upload's answer means (interface-spec §8, the same for restore and firmware): 200 is
 * success; a 500 shows the gateway's own text; any other status `[HTTP ERROR] ` and its status text,
 * followed by the gateway's own reason when it sent one. A 4xx is the gateway refusing this request:
 * sending it again gets the same answer. Returns undefined for success.
 */
export function uploadFailure(answer: UploadAnswer): UploadFailure | undefined {
  if (answer.status === 200) return undefined;
  const own = ownText(answer);
  if (answer.status === 500) return { text: own === '' ? answer.text : own, retryable: true };
  const status = `[HTTP ERROR] ${answer.statusText}`;
  const retryable = answer.status >= 500 || answer.status === 408 || answer.status === 429;
  return { text: own === '' ? status : `${status}: ${own}`, retryable };
}

/** The text of uploadFailure, or undefined for success. */
export function uploadFailureText(answer: UploadAnswer): string | undefined {
  return uploadFailure(answer)?.text;
}
