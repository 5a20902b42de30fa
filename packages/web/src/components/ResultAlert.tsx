import { resultMessage, type ApiResult } from '../lib/api/index.ts';
import { i18n, useI18n } from '../lib/i18n/index.ts';
import { Alert } from './Alert.tsx';

/** Success alerts close themselves after this many seconds unless the caller says otherwise. */
export const SUCCESS_DISMISS_SECONDS = 5;

export interface ResultAlertProps {
  /** A device answer (`{type, message, code, param}`); null renders nothing. */
  result: ApiResult | null;
  /** Shows a close button; also called when the auto-dismiss countdown ends. */
  onClose?: () => void;
  /** Default: SUCCESS_DISMISS_SECONDS for success, no countdown for warnings and failures. */
  autoDismissSeconds?: number;
}

/** Shows a device result as translated `apiresponse.<code>` with `param`, coloured by `type`. */
export function ResultAlert({ result, onClose, autoDismissSeconds }: ResultAlertProps) {
  const { t } = useI18n();
  if (result === null) return null;
  const seconds = autoDismissSeconds ?? (result.type === 'success' ? SUCCESS_DISMISS_SECONDS : undefined);
  return (
    <Alert
      // Remount for every new result so its countdown starts again.
      key={`${result.code ?? ''}:${result.message}:${result.type}`}
      variant={result.type}
      {...(onClose ? { onClose } : {})}
      {...(seconds !== undefined ? { autoDismissSeconds: seconds } : {})}
    >
      {resultMessage(t, (key) => i18n.has(key), result)}
    </Alert>
  );
}

// Screens import the failure helper from here beside the alert that shows it.
export { errorResult } from '../lib/api/index.ts';
