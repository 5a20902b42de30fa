import { describe, expect, it } from 'vitest';
import { hostOf, HostPolicy, ownHostNames } from './hosts.ts';

describe('Host names the companion answers', () => {
  const policy = new HostPolicy(['dtu.home.arpa', '.lan.example'], ownHostNames('SolarPC.fritz.box'));

  it('reads the name of a Host header without port, brackets, case or trailing dot', () => {
    expect(hostOf('Example.COM.:8080')).toBe('example.com');
    expect(hostOf('[::1]:8080')).toBe('::1');
  });

  it('always answers IP addresses and localhost, and the machine’s own names', () => {
    for (const host of [
      '192.168.1.7:8080',
      '[fe80::1]',
      'localhost',
      'a.localhost',
      'solarpc.fritz.box',
      'solarpc',
      'solarpc.local',
    ]) {
      expect([host, policy.allows(host)]).toEqual([host, true]);
    }
  });

  it('answers listed names, a leading dot meaning the domain and its subdomains, and nothing else', () => {
    expect(policy.allows('dtu.home.arpa')).toBe(true);
    expect(policy.allows('x.dtu.home.arpa')).toBe(false);
    expect(policy.allows('lan.example')).toBe(true);
    expect(policy.allows('a.b.lan.example')).toBe(true);
    expect(policy.allows('evillan.example')).toBe(false);
    expect(policy.allows('rebind.attacker.example:8080')).toBe(false);
    expect(HostPolicy.refusal('Rebind.Attacker.example:8080')).toContain(
      '--allowed-host rebind.attacker.example',
    );
  });
});
