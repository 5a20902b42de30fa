import { describe, expect, it } from 'vitest';
import { networkConfigSchema } from './network.ts';
import { failureResult } from './validate.ts';
import { client, device, failureOf, missing, valueOf } from './testUtil.ts';

const base = {
  hostname: 'OpenDTU-%06X',
  dhcp: true,
  ipaddress: '0.0.0.0',
  netmask: '0.0.0.0',
  gateway: '0.0.0.0',
  dns1: '0.0.0.0',
  dns2: '0.0.0.0',
  ssid: 'MyWiFi',
  password: '',
  aptimeout: 3,
  mdnsenabled: false,
};

// The three code-less device checks: no code, a validation key, a field.
const hostname = client('hostnameLength', 'hostname', { min: 1, max: 31 });
const ssid = client('ssidLength', 'ssid', { min: 1, max: 32 });
const password = client('wifiPasswordLength', 'password', { max: 63 });

describe('networkConfigSchema', () => {
  it('accepts the GET example', () => {
    expect(valueOf(networkConfigSchema, base)).toEqual(base);
  });

  it.each([
    ['ssid missing', { ssid: undefined }, missing('ssid')],
    ['dhcp "true"', { dhcp: 'true' }, missing('dhcp')],
    ['dns2 a number', { dns2: 0 }, missing('dns2')],
    ['aptimeout -1', { aptimeout: -1 }, missing('aptimeout')],
    ['aptimeout 1.5', { aptimeout: 1.5 }, missing('aptimeout')],
    ['an empty ipaddress (even with DHCP)', { ipaddress: '' }, device(8001, 'ipaddress')],
    ['ipaddress 256.1.1.1', { ipaddress: '256.1.1.1' }, device(8001, 'ipaddress')],
    ['ipaddress with 3 parts', { ipaddress: '192.168.1' }, device(8001, 'ipaddress')],
    ['ipaddress with 5 parts', { ipaddress: '1.2.3.4.5' }, device(8001, 'ipaddress')],
    ['ipaddress with empty parts (device accepts)', { ipaddress: '1..2.3' }, undefined],
    ['netmask "x"', { netmask: 'x' }, device(8002, 'netmask')],
    ['gateway " 1.2.3.4"', { gateway: ' 1.2.3.4' }, device(8003, 'gateway')],
    ['dns1 "1.2.3.4/24"', { dns1: '1.2.3.4/24' }, device(8004, 'dns1')],
    ['dns2 ""', { dns2: '' }, device(8005, 'dns2')],
    ['hostname ""', { hostname: '' }, hostname],
    ['hostname of 31 chars', { hostname: 'h'.repeat(31) }, undefined],
    ['hostname of 32 chars', { hostname: 'h'.repeat(32) }, hostname],
    ['ssid ""', { ssid: '' }, ssid],
    ['ssid of 32 chars', { ssid: 's'.repeat(32) }, undefined],
    ['ssid of 33 chars', { ssid: 's'.repeat(33) }, ssid],
    ['password of 63 chars', { password: 'p'.repeat(63) }, undefined],
    ['password of 64 chars', { password: 'p'.repeat(64) }, password],
    ['aptimeout 0', { aptimeout: 0 }, undefined],
    ['aptimeout 99999', { aptimeout: 99999 }, undefined],
    ['aptimeout 100000', { aptimeout: 100000 }, device(8006, 'aptimeout')],
    ['bad ip and bad hostname', { ipaddress: '', hostname: '' }, device(8001, 'ipaddress')],
    ['dns1 and dns2 bad', { dns1: '', dns2: '' }, device(8004, 'dns1')],
    ['bad hostname and bad ssid', { hostname: '', ssid: '' }, hostname],
    ['bad password and bad aptimeout', { password: 'p'.repeat(64), aptimeout: 100000 }, password],
  ])('%s', (_name, patch, expected) => {
    expect(failureOf(networkConfigSchema, { ...base, ...patch })).toEqual(expected);
    // No client-only rules here: both sides agree.
    expect(failureOf(networkConfigSchema, { ...base, ...patch }, 'client')).toEqual(expected);
  });

  it('reads mdnsenabled with as<bool>() without type-checking it', () => {
    const { mdnsenabled: _omit, ...withoutMdns } = base;
    expect(valueOf(networkConfigSchema, withoutMdns).mdnsenabled).toBe(false);
    expect(valueOf(networkConfigSchema, { ...base, mdnsenabled: 'yes' }).mdnsenabled).toBe(true);
    expect(valueOf(networkConfigSchema, { ...base, mdnsenabled: 0 }).mdnsenabled).toBe(false);
  });

  it('answers a code-less failure without code or param, like the device', () => {
    const result = failureResult(hostname, 'Hostname must be 1 to 31 characters');
    expect(result).toEqual({ type: 'warning', message: 'Hostname must be 1 to 31 characters' });
    expect(Object.keys(result)).toEqual(['type', 'message']);
  });
});
