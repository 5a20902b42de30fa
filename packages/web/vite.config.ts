import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import purgeCss from '@fullhuman/postcss-purgecss';
import { buildId } from './build/buildId.ts';
import { compactHtml } from './build/compactHtml.ts';
import { deviceBuild } from './build/device.ts';
import { inlineTabIcon } from './build/inlineTabIcon.ts';
import { precompress } from './build/precompress.ts';
import { liveShell } from './build/liveShell.ts';
import { purgeAgainstBundle } from './build/purgeAgainstBundle.ts';
import { staticImports } from './build/staticImports.ts';
import { stringPreload } from './build/stringPreload.ts';
import { unusedCssVariables } from './build/unusedCssVariables.ts';
import { withoutCompanion } from './build/withoutCompanion.ts';
import { ALERT_VARIANTS, CONFIRM_VARIANTS, MODAL_SIZES, TOAST_VARIANTS } from './src/components/variants.ts';

// Bootstrap 5.3's Sass still uses @import and the global colour functions; its deprecation notices are
// noise for us (we pin the version), so they are silenced here rather than printed on every build.
const bootstrapDeprecations = ['import', 'global-builtin', 'color-functions', 'if-function'] as const;

/** React Router's package points bundlers at its development build; the build ships the production one. */
function reactRouterProduction(): string {
  return fileURLToPath(
    import.meta.resolve('react-router').replace(/development\/index\.m?js$/, 'production/index.mjs'),
  );
}

/**
 * Bootstrap's partials emit every variant (all button colours, navbar breakpoints, …) and every CSS
 * variable; the build keeps only the selectors and variables the sources mention. A class name must
 * therefore appear literally in the sources, or be one a component builds at run time from the
 * variant lists in src/components/variants.ts (e.g. `alert-${variant}`): exactly those are kept.
 */
const runtimeClasses = [
  ...ALERT_VARIANTS.map((variant) => `alert-${variant}`),
  ...TOAST_VARIANTS.map((variant) => `text-bg-${variant}`),
  ...CONFIRM_VARIANTS.map((variant) => `btn-${variant}`),
  ...MODAL_SIZES.map((size) => `modal-${size}`),
];
/** What puts classes on the page besides the app's script. */
const purgePages = ['index.html', 'build/liveShell.ts'];
const unusedCss = purgeCss({
  content: [...purgePages, 'src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}'],
  safelist: { standard: runtimeClasses },
  // Unused custom properties are dropped later, over the whole bundle (see unusedCssVariables).
  keyframes: true,
});

/**
 * Only the firmware-ready build swaps React for Preact's compatible runtime: the whole firmware must fit
 * the 1,966,080-byte app partition of the 4 MB boards most owners have, and React DOM (~58 KB gz against
 * Preact's ~11 KB with compat) would make the device build ~224 KB (README, "The firmware-ready build").
 * The served build (what `npm start`, the companion and the browser specs run) and the unit tests run
 * React 19 itself, as the product is specified.
 */
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/** Where the dev server sends device calls: the emulator from `npm run dev`, or a real DTU. */
const target = process.env.DTU_TARGET ?? 'http://127.0.0.1:8080';

/** The time-zone table the device serves at /zones.json (generated in the emulator package). */
const zonesFile = fileURLToPath(new URL('../emulator/assets/zones.json', import.meta.url));

/**
 * `vite build --mode device` (npm run build:device): the firmware-ready build into dist-device/ — one
 * script with every screen, language and stylesheet inside (device-api §10.4; build/device.ts).
 */
const device = {
  outDir: 'dist-device',
  emptyOutDir: true,
  manifest: false,
  modulePreload: { polyfill: false },
  cssCodeSplit: false,
  // Read by build/device.ts for the size report of each part, then dropped from the output.
  sourcemap: 'hidden' as const,
  // Nothing may become a file of its own: the device serves no other URL.
  assetsInlineLimit: Number.MAX_SAFE_INTEGER,
  rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'js/app.js' } },
};

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    // The screens the device build leaves out take the CSS only they use with them (before the
    // variables only that CSS read are dropped).
    ...(mode === 'device' ? [purgeAgainstBundle({ safelist: runtimeClasses, pages: purgePages })] : []),
    unusedCssVariables(),
    buildId(),
    liveShell(),
    ...(mode === 'device' ? [] : [stringPreload(), inlineTabIcon()]),
    ...(mode === 'device' ? [deviceBuild({ zonesFile }), withoutCompanion(), staticImports()] : []),
    // Last: the page's other transforms have added their tags by then.
    compactHtml(),
    // The served build's files, packed once at build time for the emulator and the companion to send.
    ...(mode === 'device' ? [] : [precompress()]),
  ],
  server: {
    proxy: {
      '/api': { target },
      '/zones.json': { target },
      '/livedata': { target, ws: true },
      '/console': { target, ws: true },
    },
  },
  resolve: {
    alias:
      command !== 'build'
        ? []
        : [
            { find: /^react-router$/, replacement: reactRouterProduction() },
            ...(mode === 'device' ? preactCompat : []),
          ],
  },
  css: {
    postcss: { plugins: command === 'build' ? [unusedCss] : [] },
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: [...bootstrapDeprecations] },
    },
  },
  build:
    mode === 'device'
      ? device
      : {
          outDir: 'dist',
          emptyOutDir: true,
          // The bundle bench reads the manifest to find what the live view loads before first paint.
          manifest: true,
          // Every browser the device's users have supports <link rel=modulepreload>; skip the polyfill.
          modulePreload: { polyfill: false },
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    // Everything the entry imports statically is one file. Left alone, Rolldown puts the
                    // modules that lazy chunks share and that run code on import (React, the i18n and API
                    // singletons) into separate chunks: more requests, and ~1.3 KB gz more before first paint.
                    name: 'index',
                    tags: ['$initial'],
                    priority: 1,
                  },
                  {
                    // The components only lazy code uses and every stylesheet but the first paint's and
                    // the live view's travel as one chunk (one JS + one CSS file): apart, each partial
                    // (forms, modal, alert, close, toasts, card, grid) was a small CSS file, and the
                    // separate files cost more (gzip overhead, no shared context, import/export glue).
                    // Screens stay out (only the tiny not-found page is in): every lazy route loads this
                    // chunk, and the console, login and about pages in it cost each settings screen
                    // ~5 KB gz it never ran.
                    name: 'screens',
                    test: /src\/(components\/(Alert|ResultAlert|Modal|ConfirmDialog|FormField|ToastList|useCountdown)\.tsx?|features\/notfound\/[^/]+\.(tsx?|scss)|styles\/(?!main)[^/]+\.scss)$/,
                    // Only these modules: their dependencies (i18n, api, React) stay where they are.
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
}));
