import { describe, expect, it } from 'vitest';
import { apName } from './configDefaults.ts';
import { chipIdFromApName, effectiveHostname } from './hostname.ts';

describe('effectiveHostname', () => {
  it('expands the template with the chip id and sanitises it', () => {
    expect(effectiveHostname('OpenDTU-%06X', 0x1a2b3c)).toBe('OpenDTU-1A2B3C');
    expect(effectiveHostname('OpenDTU-%06X', 0xabc)).toBe('OpenDTU-000ABC');
    expect(effectiveHostname('dtu_%x', 0xabc)).toBe('dtu-abc');
    expect(effectiveHostname('my dtu!? (roof)*', 1)).toBe('my-dtu---roof');
    expect(effectiveHostname('a.b%%c', 1)).toBe('abc');
  });
});

describe('chipIdFromApName', () => {
  it('reads the decimal chip id back from the access point name', () => {
    expect(chipIdFromApName(apName(0x1a2b3c))).toBe(0x1a2b3c);
    expect(chipIdFromApName('OpenDTU-1715004')).toBe(1715004);
    expect(chipIdFromApName('OpenDTU')).toBeUndefined();
    expect(chipIdFromApName('')).toBeUndefined();
  });
});
