import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidateFirmware } from '../../lib/firmware/index.ts';
import { HTML_PAGE, fakeGateway } from '../../test/fakeGateway.ts';
import { fetchZones, ruleOf, ZonesNotDataError } from './zones.ts';

const ZONES = { 'Europe/Berlin': 'CET-1CEST,M3.5.0,M10.5.0/3', 'Asia/Tokyo': 'JST-9' };

afterEach(() => {
  vi.unstubAllGlobals();
  invalidateFirmware();
});

describe('time-zone list by release', () => {
  it('reads /api/ntp/zones on v26.3.28+, sorted by name', async () => {
    const gateway = fakeGateway({ '/api/system/status': { git_hash: 'v26.3.30' }, '/api/ntp/zones': ZONES });
    const zones = await fetchZones('api');
    expect(zones.map((zone) => zone.name)).toEqual(['Asia/Tokyo', 'Europe/Berlin']);
    expect(ruleOf(zones, 'Asia/Tokyo')).toBe('JST-9');
    expect(gateway.gets).not.toContain('/zones.json');
  });

  it('reads /zones.json before it, and never asks the path the release does not have', async () => {
    const gateway = fakeGateway({ '/api/system/status': { git_hash: 'v24.10.6' }, '/zones.json': ZONES });
    await expect(fetchZones('file')).resolves.toHaveLength(2);
    expect(gateway.gets).not.toContain('/api/ntp/zones');
  });

  it('takes the web page a release answers for a path it lacks as an error, never as an empty list', async () => {
    fakeGateway({ '/api/system/status': { git_hash: 'v24.10.6' }, '/zones.json': HTML_PAGE });
    await expect(fetchZones('file')).rejects.toMatchObject({ breach: { kind: 'page' } });
    invalidateFirmware();
    fakeGateway({ '/api/system/status': { git_hash: 'v26.3.30' }, '/api/ntp/zones': {} });
    await expect(fetchZones('api')).rejects.toBeInstanceOf(ZonesNotDataError);
  });

  it('tries the API, then the file, while the release is unknown', async () => {
    // No system status to read: the client sends both, and the file answers.
    const gateway = fakeGateway({ '/api/ntp/zones': HTML_PAGE, '/zones.json': ZONES });
    await expect(fetchZones('either')).resolves.toHaveLength(2);
    expect(gateway.gets.filter((path) => path !== '/api/system/status')).toEqual([
      '/api/ntp/zones',
      '/zones.json',
    ]);
  });
});
