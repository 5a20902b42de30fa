/**
 * Sub-path matching like the device's web server: a handler registered for `/api/livedata/status` also
 * serves `/api/livedata/status/inverters` (the request URL starts with the handler's URL plus "/"). We keep
 * Fastify's exact router and rewrite such URLs to the longest registered API path for that method.
 */

export class RouteTable {
  private readonly methodsByPath = new Map<string, Set<string>>();

  add(path: string, methods: string | string[]): void {
    if (!path.startsWith('/api/')) return;
    let set = this.methodsByPath.get(path);
    if (set === undefined) {
      set = new Set();
      this.methodsByPath.set(path, set);
    }
    for (const method of Array.isArray(methods) ? methods : [methods]) set.add(method.toUpperCase());
  }

  /** The URL to route: unchanged unless it extends a registered API path with "/…". */
  rewrite(method: string, url: string): string {
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    if (!path.startsWith('/api/')) return url;
    const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    if (this.methodsByPath.get(path)?.has(wanted) === true) return url;
    let best: string | undefined;
    for (const [candidate, methods] of this.methodsByPath) {
      if (!methods.has(wanted) || !path.startsWith(candidate + '/')) continue;
      if (best === undefined || candidate.length > best.length) best = candidate;
    }
    if (best === undefined) return url;
    return best + (queryAt < 0 ? '' : url.slice(queryAt));
  }
}
