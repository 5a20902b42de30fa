import { loginPath, session, type UserRecord } from '../auth/index.ts';
import { appPath, devicePath, pageScope } from '../gateway/scope.ts';
import { endpointVerdict, firmwareStore } from '../firmware/index.ts';
import { i18n } from '../i18n/index.ts';
import { createApiClient, type ApiClient } from './client.ts';
import type { Explain } from './contract.ts';

export { ApiError, type Breach, type BreachKind } from './errors.ts';
export { isApiResult, isHtmlType, isJsonType, looksLikeHtml } from './contract.ts';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ApiTarget,
  type EndpointCheck,
  type UploadAnswer,
} from './client.ts';
export { errorResult, resultMessage, type ApiResult, type ResultType } from './result.ts';
export { socketUrl } from './socketUrl.ts';

let unauthorizedHandler = (returnUrl: string): void => {
  window.location.assign(pageScope.base + loginPath(returnUrl));
};

/** The router installs a client-side navigation here; until then a 401 does a full page load. */
export function setUnauthorizedHandler(handler: (returnUrl: string) => void): void {
  unauthorizedHandler = handler;
}

/** A broken answer in the owner's language (strings of the deferred catalogue, there after first paint). */
const explain: Explain = ({ kind, path, firmware }) => {
  const t = i18n.translate;
  switch (kind) {
    case 'absent':
      return t('answer.NoEndpoint', { firmware: firmware ?? '?', path });
    case 'page':
      return firmware === undefined
        ? t('answer.WebPage', { path })
        : t('answer.WebPageOf', { firmware, path });
    case 'shape':
      return t('answer.Unexpected', { path });
    case 'unconfirmed':
      return t('answer.NotConfirmed', { path });
  }
};

const shared = {
  // The router's path (without `/g/<id>`): the login returns to it inside the same gateway's pages.
  currentPath: () => appPath(window.location.pathname) + window.location.search,
  devicePath,
  checkEndpoint: (path: string) => endpointVerdict(firmwareStore(), path),
  firmwareLabel: () => firmwareStore().getSnapshot().identity?.label,
  explain,
};

/** The app's one API client (see client.ts); it asks lib/firmware before a release-dependent call. */
export const api = createApiClient({
  ...shared,
  session,
  onUnauthorized: (returnUrl) => {
    unauthorizedHandler(returnUrl);
  },
});

/**
 * A client carrying another stored login than the page's (another gateway's `user@<id>`): a refusal
 * is that login's alone, so it neither logs anybody out nor sends anyone to a login.
 */
export function apiAs(user: UserRecord): ApiClient {
  return createApiClient({
    ...shared,
    session: { getUser: () => user, logIn: () => undefined, logOut: () => undefined },
    onUnauthorized: () => undefined,
  });
}
export { uploadFailure, uploadFailureText, type UploadFailure } from './uploadAnswer.ts';
