import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Bootstrap 5.3's Sass still uses @import and the global colour functions; its deprecation notices are
// noise for us (we pin the version), so they are silenced here rather than printed on every build.
const bootstrapDeprecations = ['import', 'global-builtin', 'color-functions', 'if-function'] as const;

/** React Router's package points bundlers at its development build; the build ships the production one. */
function reactRouterProduction(): string {
  return fileURLToPath(
    import.meta.resolve('react-router').replace(/development\/index\.m?js$/, 'production/index.mjs'),
  );
}

/** Where the dev server sends device calls: the emulator from `npm run dev`, or a real DTU. */
const target = process.env.DTU_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig(({ command }) => ({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target },
      '/zones.json': { target },
      '/livedata': { target, ws: true },
      '/console': { target, ws: true },
    },
  },
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction() }] : [],
  },
  css: {
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: [...bootstrapDeprecations] },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle bench reads the manifest to find what the live view loads before first paint.
    manifest: true,
    // Every browser the device's users have supports <link rel=modulepreload>; skip the polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The shared components only lazy screens use travel as one chunk: many tiny chunks cost more
        // (request and gzip overhead) than the few bytes a screen loads without needing them.
        codeSplitting: {
          groups: [
            {
              name: 'screen-components',
              test: /src\/components\/(Alert|ResultAlert|Modal|ConfirmDialog|FormField|Accordion|UnderConstruction|ToastList|useCountdown)\.tsx?$/,
              // Only these modules: their dependencies (i18n, api, React) stay where they are.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
