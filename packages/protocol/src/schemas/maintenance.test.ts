import { describe, expect, it } from 'vitest';
import { factoryResetSchema, rebootSchema } from './maintenance.ts';
import { failureOf, missing, valueOf } from './testUtil.ts';

describe('rebootSchema', () => {
  it.each([true, false])('accepts reboot %s', (reboot) => {
    expect(valueOf(rebootSchema, { reboot })).toEqual({ reboot });
  });

  it.each([[{ reboot: 'true' }], [{ reboot: 1 }], [{}], [null]])('refuses %o with 1005', (body) => {
    expect(failureOf(rebootSchema, body)).toEqual(missing('reboot'));
  });
});

describe('factoryResetSchema', () => {
  it.each([true, false])('accepts delete %s', (del) => {
    expect(valueOf(factoryResetSchema, { delete: del })).toEqual({ delete: del });
  });

  it.each([[{ delete: 'yes' }], [{ delete: 0 }], [{}]])('refuses %o with 1005', (body) => {
    expect(failureOf(factoryResetSchema, body)).toEqual(missing('delete'));
  });
});
