import { describe, expect, it } from 'vitest';
import { answerFits, answerShapes, fitsShape } from './answers.ts';
import { endpoints } from './endpoints.ts';

describe('answer shapes: what an answer must hold on every release', () => {
  it('reads kinds, required keys, arrays of and maps of', () => {
    expect(fitsShape('a', 'string')).toBe(true);
    expect(fitsShape(1, 'string')).toBe(false);
    expect(fitsShape([], 'object')).toBe(false);
    expect(fitsShape({}, 'array')).toBe(false);
    expect(fitsShape([{ a: 1 }, { a: 2 }], [{ keys: { a: 'number' } }])).toBe(true);
    expect(fitsShape([{ a: 1 }, { a: '2' }], [{ keys: { a: 'number' } }])).toBe(false);
    expect(fitsShape({ x: 'a', y: 'b' }, { each: 'string' })).toBe(true);
    expect(fitsShape({ x: 'a', y: 2 }, { each: 'string' })).toBe(false);
    // Extra keys are what newer releases add.
    expect(fitsShape({ a: 1, b: 2 }, { keys: { a: 'number' } })).toBe(true);
    expect(fitsShape(null, { keys: {} })).toBe(false);
  });

  it('tells the file list (v24.11.7+) from the config list it replaced', () => {
    const files = [{ name: 'config.json', size: 1234 }];
    const configs = { configs: [{ name: 'config.json' }] };
    expect(answerFits(endpoints.fileList.path, files)).toBe(true);
    expect(answerFits(endpoints.fileList.path, configs)).toBe(false);
    expect(answerFits(endpoints.configList.path, configs)).toBe(true);
    expect(answerFits(endpoints.configList.path, files)).toBe(false);
  });

  it('every release’s system status fits: with and without task details and branch', () => {
    const v24 = { git_hash: 'v24.10.6', uptime: 5, hostname: 'OpenDTU-1A2B3C', config_version: '0.1.28' };
    const v26 = { ...v24, git_hash: 'v26.3.30', task_details: [], git_branch: 'master' };
    expect(answerFits('/api/system/status', v24)).toBe(true);
    expect(answerFits('/api/system/status', v26)).toBe(true);
    expect(answerFits('/api/system/status', { type: 'success' })).toBe(false);
  });

  it('leaves endpoints without a shape to the JSON check, and ignores the query', () => {
    expect(answerFits('/api/x/info', { anything: true })).toBe(true);
    expect(answerFits('/api/livedata/status?inv=116180123456', { inverters: [{}], total: {} })).toBe(true);
    expect(answerFits('/api/livedata/status?inv=116180123456', { inverters: {} })).toBe(false);
  });

  it('names only paths of the endpoint table', () => {
    const paths = new Set(Object.values(endpoints).map((endpoint) => endpoint.path));
    for (const path of Object.keys(answerShapes)) expect(paths.has(path)).toBe(true);
  });
});
