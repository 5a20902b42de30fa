import { readFileSync } from 'node:fs';
import purgeCss from '@fullhuman/postcss-purgecss';
import postcss from 'postcss';
import type { Plugin } from 'vite';

export interface PurgeAgainstBundleOptions {
  /** Class names components build at run time (vite.config.ts, from src/components/variants.ts). */
  safelist: readonly string[];
  /** Files outside the bundle that put classes on the page: index.html and what writes into it. */
  pages: readonly string[];
}

/**
 * Keeps only the CSS rules whose selectors the finished bundle can produce. The per-file purge in
 * vite.config.ts reads every source file; the firmware-ready build leaves some of them out (the
 * companion's screens, swapped for stand-ins by build/withoutCompanion.ts), so Bootstrap rules only
 * those screens use would still travel to the device. Here the content is the bundled, minified script
 * itself: a class name a shipped component uses is a string in it, one a left-out screen used is not.
 * Runs before the unused custom properties are dropped (build/unusedCssVariables.ts), so variables only
 * the removed rules read go too.
 */
export function purgeAgainstBundle(options: PurgeAgainstBundleOptions): Plugin {
  return {
    name: 'dtu-web:purge-against-bundle',
    apply: 'build',
    // After Vite's CSS plugin has written the stylesheets (its generateBundle), like unusedCssVariables.
    enforce: 'post',
    generateBundle: {
      async handler(_options, bundle) {
        const content = [
          ...Object.values(bundle).flatMap((file) =>
            file.type === 'chunk' ? [{ raw: file.code, extension: 'js' }] : [],
          ),
          ...options.pages.map((page) => ({ raw: readFileSync(page, 'utf8'), extension: 'js' })),
        ];
        const purge = postcss([
          purgeCss({ content, safelist: { standard: [...options.safelist] }, keyframes: true }),
        ]);
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
          const css = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
          file.source = (await purge.process(css, { from: undefined })).css;
        }
      },
    },
  };
}
