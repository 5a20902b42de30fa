import { describe, expect, it } from 'vitest';
import { RouteTable } from './subpath.ts';

describe('RouteTable.rewrite', () => {
  const table = new RouteTable();
  table.add('/api/livedata/status', 'GET');
  table.add('/api/ntp/config', ['GET', 'POST']);
  table.add('/api/ntp/time', 'GET');
  table.add('/livedata', 'GET');

  it('maps a longer path to the registered route for the same method, keeping the query', () => {
    expect(table.rewrite('GET', '/api/livedata/status/inverters?inv=1')).toBe('/api/livedata/status?inv=1');
    expect(table.rewrite('HEAD', '/api/livedata/status/x')).toBe('/api/livedata/status');
    expect(table.rewrite('POST', '/api/ntp/config/')).toBe('/api/ntp/config');
  });

  it('leaves exact, unrelated, other-method and non-API paths alone', () => {
    expect(table.rewrite('GET', '/api/ntp/config')).toBe('/api/ntp/config');
    expect(table.rewrite('GET', '/api/livedata/statusX')).toBe('/api/livedata/statusX');
    expect(table.rewrite('POST', '/api/ntp/time/now')).toBe('/api/ntp/time/now');
    expect(table.rewrite('GET', '/livedata/x')).toBe('/livedata/x');
  });
});
