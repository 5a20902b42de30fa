/**
 * The name of the <meta> in index.html that carries the build's id: written by build/buildId.ts, read by
 * buildWatch.ts (a module of its own so the build can import it without the browser-only watch).
 */
export const BUILD_META = 'dtu-build';
