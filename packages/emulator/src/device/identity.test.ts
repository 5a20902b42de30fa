import { describe, expect, it } from 'vitest';
import { deviceIdentity, effectiveClientId, effectiveHostname, generateDtuSerial } from './identity.ts';

describe('device identity', () => {
  it('derives AP name, MACs and DTU serial from the chip id', () => {
    const id = deviceIdentity(0x1a2b3c);
    expect(id.apName).toBe('OpenDTU-1715004');
    expect(id.staMac).toBe('24:0A:C4:1A:2B:3C');
    expect(id.apMac).toBe('24:0A:C4:1A:2B:3D');
    expect(id.generatedDtuSerial.toString(16)).toBe('199980115004');
    expect(generateDtuSerial(12345).toString(16)).toBe('199980112345');
  });

  it('expands the hostname template and sanitises it', () => {
    expect(effectiveHostname('OpenDTU-%06X', 0x1a2b3c)).toBe('OpenDTU-1A2B3C');
    expect(effectiveHostname('dtu_%x', 0xabc)).toBe('dtu-abc');
    expect(effectiveHostname('my dtu!? (roof)*', 1)).toBe('my-dtu---roof');
    expect(effectiveHostname('a.b%%c', 1)).toBe('abc');
    expect(effectiveHostname('n%04d', 42)).toBe('n0042');
  });
});

describe('MQTT client id', () => {
  it('is the configured one, or the access-point name when empty', () => {
    const identity = deviceIdentity(0x1a2b3c);
    expect(effectiveClientId('', identity)).toBe('OpenDTU-1715004');
    expect(effectiveClientId('roof-dtu', identity)).toBe('roof-dtu');
  });
});
