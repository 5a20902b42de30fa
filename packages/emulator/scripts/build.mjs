// Compiles the CLI to one ES module, dist/cli.js, so `npm start` runs plain JavaScript: no TypeScript
// loader (tsx and its esbuild service) resident in the running emulator. The workspace's own protocol
// package (TypeScript source) is bundled in; every other package stays an import from node_modules.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** Bare imports stay external except our own workspace packages, which ship as TypeScript. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@dtu-web/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  absWorkingDir: packageRoot,
  entryPoints: ['src/cli.ts'],
  outfile: 'dist/cli.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalPackages],
  logLevel: 'warning',
});
