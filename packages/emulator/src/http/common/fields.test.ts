import { describe, expect, it } from 'vitest';
import { fromWire, toWire, type FieldTable } from './fields.ts';

interface Config {
  wifi: { ssid: string; ap: { timeout: number } };
  name: string;
}
interface Wire {
  ssid: string;
  aptimeout: number;
  hostname: string;
}
const table: FieldTable<Wire, Config> = { ssid: 'wifi.ssid', aptimeout: 'wifi.ap.timeout', hostname: 'name' };

describe('a settings field table', () => {
  it('reads the wire fields from the config in the table order', () => {
    const wire = toWire(table, { wifi: { ssid: 'home', ap: { timeout: 3 } }, name: 'dtu' });
    expect(Object.entries(wire)).toEqual([
      ['ssid', 'home'],
      ['aptimeout', 3],
      ['hostname', 'dtu'],
    ]);
  });

  it('writes them back where they came from, leaving the rest alone', () => {
    const draft: Config = { wifi: { ssid: 'old', ap: { timeout: 1 } }, name: 'old' };
    fromWire(table, draft, { ssid: 'new', aptimeout: 9, hostname: 'box' });
    expect(draft).toEqual({ wifi: { ssid: 'new', ap: { timeout: 9 } }, name: 'box' });
  });
});
