import type { ApiResult } from '@dtu-web/protocol';
import type { Translate } from '../i18n/index.ts';
import { ApiError } from './errors.ts';

export type { ApiResult, ResultType } from '@dtu-web/protocol';

/**
 * The text shown for a result: `apiresponse.<code>` filled with `param`; a result without a code (or
 * with a code we have no text for) shows the generic failure with the device's own message.
 */
export function resultMessage(t: Translate, has: (key: string) => boolean, result: ApiResult): string {
  if (isUnreachable(result)) return t('error.Unreachable');
  if (isOwnWords(result)) return result.message;
  if (result.code !== undefined) {
    const key = `apiresponse.${result.code}`;
    if (has(key)) return t(key, { ...result.param });
  }
  return t('error.DeviceMessage', { message: result.message });
}

/**
 * A result made in the browser for a call that never got an answer (the gateway is off, out of reach,
 * restarting): the browser's own words ("Failed to fetch") mean nothing to an owner.
 */
interface UnreachableResult extends ApiResult {
  readonly unreachable: true;
}

function isUnreachable(result: ApiResult): result is UnreachableResult {
  return 'unreachable' in result && result.unreachable === true;
}

/** A result whose message is already the app's own words (a broken answer, see ApiError.breach). */
interface OwnWordsResult extends ApiResult {
  readonly ownWords: true;
}

function isOwnWords(result: ApiResult): result is OwnWordsResult {
  return 'ownWords' in result && result.ownWords === true;
}

/**
 * A failed call as a danger result: an answer that broke the contract in the app's own words, with the HTTP status when the device answered, as "the gateway did
 * not answer" when nothing came back, otherwise the generic failure with its message.
 */
export function errorResult(error: unknown): ApiResult {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ApiError && error.breach !== undefined) {
    const own: OwnWordsResult = { type: 'danger', message, ownWords: true };
    return own;
  }
  if (error instanceof ApiError && error.status !== 0)
    return { type: 'danger', message: `${message} (${error.status})` };
  if (error instanceof ApiError) {
    const unreachable: UnreachableResult = { type: 'danger', message, unreachable: true };
    return unreachable;
  }
  return { type: 'danger', message };
}
