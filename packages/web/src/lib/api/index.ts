import { loginPath, session } from '../auth/index.ts';
import { appPath, devicePath, pageScope } from '../gateway/scope.ts';
import { createApiClient } from './client.ts';

export { ApiError } from './errors.ts';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ApiTarget,
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

/** The app's one API client (see client.ts). */
export const api = createApiClient({
  session,
  onUnauthorized: (returnUrl) => {
    unauthorizedHandler(returnUrl);
  },
  // The router's path (without `/g/<id>`): the login returns to it inside the same gateway's pages.
  currentPath: () => appPath(window.location.pathname) + window.location.search,
  devicePath,
});
export { uploadFailure, uploadFailureText, type UploadFailure } from './uploadAnswer.ts';
