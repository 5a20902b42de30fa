// @ts-check
/**
 * The import rules of the architecture (shared/ARCHITECTURE.md), kept by the linter rather than by prose:
 * - web: app → features → components → lib → protocol, and no feature imports another;
 * - emulator: cli/virtualDtu → gateway → runtime, mqtt, simHistory → http, xapi → context → config,
 *   device, ntp, ws, static, recorder, history → sim → protocol (each layer imports only the ones below it);
 * - no import cycle anywhere in the packages' sources.
 * `eslint.config.js` applies them; `scripts/eslint-layers.test.ts` shows them failing an upward import.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const web = 'packages/web/src';
const emulator = 'packages/emulator/src';

/** Each layer may import the layers after it, never those before it. */
const webLayers = [[`${web}/app`], [`${web}/features`], [`${web}/components`], [`${web}/lib`]];
const emulatorLayers = [
  [`${emulator}/cli.ts`, `${emulator}/virtualDtu.ts`],
  [`${emulator}/gateway.ts`],
  [`${emulator}/runtime`, `${emulator}/mqtt`, `${emulator}/simHistory`],
  [`${emulator}/http`, `${emulator}/xapi`],
  [`${emulator}/context.ts`],
  [
    `${emulator}/config`,
    `${emulator}/device`,
    `${emulator}/ntp`,
    `${emulator}/ws`,
    `${emulator}/static`,
    `${emulator}/listenerSet.ts`,
    `${emulator}/recorder`,
    `${emulator}/history`,
  ],
  [`${emulator}/sim`],
];

/** @param {string[][]} layers @param {string} name */
function upwardZones(layers, name) {
  return layers.slice(1).map((layer, index) => ({
    target: layer,
    from: layers.slice(0, index + 1).flat(),
    message: `${name} layers import downwards only (see eslint.layers.js).`,
  }));
}

const features = readdirSync(join(root, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `${web}/features/${feature}`,
  from: `${web}/features`,
  except: [`./${feature}`],
  message: 'A feature imports from lib and components, never from another feature.',
}));

const packageZones = [
  {
    target: 'packages/protocol',
    from: ['packages/web', 'packages/emulator'],
    message: 'protocol is the contract: it imports neither side.',
  },
  { target: 'packages/web', from: 'packages/emulator', message: 'The web app never imports the emulator.' },
  { target: 'packages/emulator', from: 'packages/web', message: 'The emulator never imports the web app.' },
  {
    target: emulatorLayers.flat().filter((path) => !path.endsWith('/cli.ts')),
    from: `${emulator}/companion`,
    message: 'The companion is a room of its own: only the CLI starts it.',
  },
];

/** @type {import('eslint').Linter.Config[]} */
export const layerConfigs = [
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': /** @type {import('eslint').ESLint.Plugin} */ (/** @type {unknown} */ (importX)) },
    languageOptions: { parser: tseslint.parser },
    settings: {
      // Dependencies are read as TypeScript too, or a cycle through .ts files would go unseen.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A test may assemble parts of higher layers to prove its own; the code under test may not.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...packageZones,
            ...upwardZones(webLayers, 'Web'),
            ...featureZones,
            ...upwardZones(emulatorLayers, 'Emulator'),
          ],
        },
      ],
    },
  },
];
