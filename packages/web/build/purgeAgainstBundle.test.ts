/**
 * The device build's second purge (build/purgeAgainstBundle.ts): a rule stays when the shipped script,
 * the page or the run-time variants can put its class on the page, and only then.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { purgeAgainstBundle } from './purgeAgainstBundle.ts';

async function purged(code: string, css: string, page: string, safelist: string[] = []): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'dtu-purge-'));
  const pageFile = join(dir, 'index.html');
  writeFileSync(pageFile, page);
  const bundle = {
    'js/app.js': { type: 'chunk', fileName: 'js/app.js', code },
    'style.css': { type: 'asset', fileName: 'style.css', source: css },
  } as unknown as Rolldown.OutputBundle;
  const hook = purgeAgainstBundle({ safelist, pages: [pageFile] }).generateBundle;
  if (typeof hook !== 'object') throw new Error('generateBundle is not a hook object');
  await (hook.handler as (options: unknown, bundle: Rolldown.OutputBundle) => Promise<void>)({}, bundle);
  const asset = bundle['style.css'];
  return asset?.type === 'asset' ? String(asset.source) : '';
}

describe('purgeAgainstBundle', () => {
  const css =
    '.btn{a:1}.form-label{b:2}.alert-warning{c:3}.navbar{d:4}h2{e:5}mark{f:6}' +
    '.input-group-sm>.form-select,.form-select-sm{g:7}';
  const code =
    'J(`label`,{className:`col-sm-3 col-form-label btn`}),J(`h2`,null),J(`div`,{className:"form-select"})';

  it('keeps what the script, the page or a run-time variant uses and drops the rest', async () => {
    const result = await purged(code, css, '<div class="navbar"></div>', ['alert-warning']);
    expect(result).toContain('.btn{a:1}');
    expect(result).toContain('h2{e:5}');
    expect(result).toContain('.navbar{d:4}');
    expect(result).toContain('.alert-warning{c:3}');
    // `col-form-label` is not `form-label`; no <mark> and no small selects ship.
    expect(result).not.toContain('.form-label');
    expect(result).not.toContain('mark{');
    expect(result).not.toContain('form-select-sm');
    expect(result).not.toContain('input-group-sm');
  });

  it('drops a variant that nothing names when it is not in the safelist', async () => {
    expect(await purged(code, css, '')).not.toContain('alert-warning');
  });
});
