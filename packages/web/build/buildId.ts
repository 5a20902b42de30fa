import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';
import { BUILD_META } from '../src/lib/update/buildMeta.ts';

/** A short hash of everything the build emits but the page itself: any change of the app changes it. */
export function buildIdOf(bundle: Rolldown.OutputBundle): string {
  const hash = createHash('sha256');
  for (const name of Object.keys(bundle).sort()) {
    const file = bundle[name];
    if (file === undefined || name.endsWith('.html')) continue;
    hash.update(name);
    hash.update(file.type === 'chunk' ? file.code : file.source);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Writes `<meta name="dtu-build" content="<id>">` into index.html. The open app compares the id it was
 * loaded with to the one the gateway serves now, to offer a reload after a firmware or app update; on the
 * device the script's URL never changes (`/js/app.js`), so the page must say which build it belongs to.
 */
export function buildId(): Plugin {
  return {
    name: 'dtu-web:build-id',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (ctx.bundle === undefined) return [];
        return [
          {
            tag: 'meta',
            attrs: { name: BUILD_META, content: buildIdOf(ctx.bundle) },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
