import { describe, expect, it } from 'vitest';
import { endpointUrl, endpoints, withQuery, type Endpoint } from './endpoints.ts';
import { dataMaxLength } from './limits.ts';
import { requestSchemas } from './schemas/byEndpoint.ts';

const table: [string, Endpoint][] = Object.entries(endpoints);

describe('the endpoint table', () => {
  it('names each method and path once', () => {
    const keys = table.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has a request schema for exactly the endpoints that take a data field', () => {
    const withData = table.filter(([, e]) => e.body === 'data').map(([name]) => name);
    expect(Object.keys(requestSchemas).sort()).toEqual(withData.sort());
  });

  it('asks the admin login for every write', () => {
    expect(table.filter(([, e]) => e.method === 'POST' && e.auth !== 'admin')).toEqual([]);
  });

  it('gives the large data limit to the endpoints marked for it', () => {
    expect(dataMaxLength(endpoints.mqttConfigSave.path)).toBe(10240);
    expect(dataMaxLength(endpoints.reboot.path)).toBe(10240);
    expect(dataMaxLength(endpoints.ntpConfigSave.path)).toBe(1024);
  });

  it('puts a query on the URL, leaving out what is undefined', () => {
    expect(endpointUrl(endpoints.eventlogStatus, { inv: '1161 2', locale: 'de' })).toBe(
      '/api/eventlog/status?inv=1161%202&locale=de',
    );
    expect(endpointUrl(endpoints.livedataStatus, { inv: undefined })).toBe('/api/livedata/status');
    expect(withQuery(endpoints.devinfoStatus, { inv: '7' }).path).toBe('/api/devinfo/status?inv=7');
  });
});
