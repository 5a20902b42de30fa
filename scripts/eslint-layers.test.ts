/**
 * The architecture's import rules fail where they should: an upward import, a feature importing another
 * feature and an import cycle are reported; a downward import is not. Runs ESLint's Node API with the
 * layer rules of `eslint.layers.js` on fixture text placed at real paths of the tree.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { layerConfigs } from '../eslint.layers.js';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: layerConfigs });

/** The rule ids reported for `code` as if it were the file at `path` (relative to the repository). */
async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the layer rules', () => {
  it('fail a web lib module that imports a feature', async () => {
    expect(
      await problems('packages/web/src/lib/api/upward.ts', "import '../../features/live/LivePage.tsx';\n"),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('fail a web component that imports the app', async () => {
    expect(await problems('packages/web/src/components/Upward.tsx', "import '../app/routes.tsx';\n")).toEqual(
      ['import-x/no-restricted-paths'],
    );
  });

  it('fail a feature that imports another feature', async () => {
    expect(
      await problems('packages/web/src/features/ntp/Sideways.tsx', "import '../mqtt/MqttPage.tsx';\n"),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('let a feature import its own files, lib, components and protocol', async () => {
    const code = [
      "import './NtpPage.tsx';",
      "import '../../lib/api/index.ts';",
      "import '../../components/Alert.tsx';",
      "import '@dtu-web/protocol';",
      '',
    ].join('\n');
    expect(await problems('packages/web/src/features/ntp/Downward.tsx', code)).toEqual([]);
  });

  it('fail an emulator module that imports a layer above it', async () => {
    expect(await problems('packages/emulator/src/sim/upward.ts', "import '../http/app.ts';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await problems('packages/emulator/src/config/upward.ts', "import '../context.ts';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('let the emulator import downwards', async () => {
    expect(
      await problems(
        'packages/emulator/src/http/downward.ts',
        "import '../config/store.ts';\nimport '../sim/index.ts';\n",
      ),
    ).toEqual([]);
  });

  it('fail protocol importing either side', async () => {
    expect(
      await problems('packages/protocol/src/upward.ts', "import '../../emulator/src/sim/index.ts';\n"),
    ).toEqual(['import-x/no-restricted-paths']);
  });
});

describe('the cycle rule', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dtu-layers-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('fails two modules that import each other', async () => {
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = (): number => b + 1;\n");
    writeFileSync(
      join(dir, 'b.ts'),
      "import { a } from './a.ts';\nexport const b = 1;\nexport const c = a;\n",
    );
    const [cycle] = layerConfigs;
    const linter = new ESLint({
      cwd: dir,
      overrideConfigFile: true,
      overrideConfig: [{ ...cycle, files: ['**/*.ts'] }],
    });
    const results = await linter.lintFiles(['a.ts']);
    expect(results.flatMap((result) => result.messages.map((message) => message.ruleId))).toEqual([
      'import-x/no-cycle',
    ]);
  });
});
