/** `/login?returnUrl=<path>`, the target of guards and of a 401. */
export function loginPath(returnUrl: string): string {
  return returnUrl === '/' ? '/login' : `/login?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** Only same-site paths are followed after login (no `//host` or absolute URLs). */
export function safeReturnUrl(value: string | null): string {
  if (value === null || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/';
  return value;
}
