import { describe, expect, it } from 'vitest';
import {
  DATA_MAX_LENGTH,
  DATA_MAX_LENGTH_LARGE,
  FORM_LIMITS,
  WIFI_MAX_HOSTNAME_STRLEN,
  dataMaxLength,
} from './limits.ts';

describe('limits', () => {
  it.each([
    ['/api/mqtt/config', 10240],
    ['/api/device/config', 10240],
    ['/api/maintenance/reboot', 10240],
    ['/api/dtu/config', 1024],
    ['/api/security/config', 1024],
  ])('data limit of %s is %i', (path, limit) => {
    expect(dataMaxLength(path)).toBe(limit);
  });

  it('keeps the UI limits apart from the device limits where they differ', () => {
    expect(DATA_MAX_LENGTH).toBe(1024);
    expect(DATA_MAX_LENGTH_LARGE).toBe(10240);
    expect(FORM_LIMITS.network.hostnameMax).toBe(32);
    expect(WIFI_MAX_HOSTNAME_STRLEN).toBe(31);
    expect(FORM_LIMITS.mqtt.publishIntervalMax).toBe(86400);
  });
});
