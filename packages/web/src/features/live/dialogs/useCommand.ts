import { useState } from 'react';
import { errorResult } from '../../../components/ResultAlert.tsx';
import { api, type ApiResult, type ApiTarget } from '../../../lib/api/index.ts';

/**
 * Sends a limit or power command. Success closes the dialog and `onAccepted` starts the mark that shows
 * the command on its way on the inverter's header and overview row (no toast: on a phone it covered the
 * very header that says what happens); any other answer or a failed call is kept for an alert in the
 * dialog (interface-spec §8). With
 * several bodies (one per firmware dialect), the next is sent only while `retry` says the answer
 * refused the previous one for its dialect.
 */
export function useCommand<B>(
  endpoint: ApiTarget<ApiResult>,
  onClose: () => void,
  onAccepted?: (body: B) => void,
  retry?: (answer: ApiResult) => boolean,
) {
  const [result, setResult] = useState<ApiResult | null>(null);
  const [busy, setBusy] = useState(false);
  async function send(first: B, ...fallbacks: B[]): Promise<void> {
    setBusy(true);
    setResult(null);
    try {
      let body = first;
      let answer = await api.post(endpoint, body);
      for (const next of fallbacks) {
        if (answer.type === 'success' || retry?.(answer) !== true) break;
        body = next;
        answer = await api.post(endpoint, body);
      }
      if (answer.type === 'success') {
        onAccepted?.(body);
        onClose();
        return;
      }
      setResult(answer);
    } catch (error) {
      setResult(errorResult(error));
    }
    setBusy(false);
  }
  return {
    result,
    busy,
    send,
    clear: () => {
      setResult(null);
    },
  };
}
