import type { UploadAnswer } from './client.ts';

/**
 * What an upload's answer means (interface-spec §8, the same for restore and firmware): 200 is
 * success; a 500 shows the gateway's own text; any other status `[HTTP ERROR] ` and its status text.
 * Returns undefined for success, else the text to show.
 */
export function uploadFailureText(answer: UploadAnswer): string | undefined {
  if (answer.status === 200) return undefined;
  if (answer.status === 500) return answer.text;
  return `[HTTP ERROR] ${answer.statusText}`;
}
