import { describe, expect, it } from 'vitest';
import * as protocol from '../index.ts';
import { VALIDATION_MESSAGES } from './messages.ts';
import type { BodySchema } from './validate.ts';

function isSchema(value: unknown): value is BodySchema<unknown> {
  return typeof value === 'object' && value !== null && 'run' in value && 'messages' in value;
}

const schemas: BodySchema<unknown>[] = [
  ...(Object.values(protocol) as unknown[]).filter(isSchema),
  protocol.limitFormSchema(800),
];

describe('validation messages', () => {
  it('exports the schema set the brief names', () => {
    const names = Object.entries(protocol)
      .filter(([, value]) => isSchema(value))
      .map(([name]) => name)
      .sort();
    expect(names).toEqual([
      'alertConfigSchema',
      'configFileSchema',
      'deviceConfigLocaleSchema',
      'deviceConfigSchema',
      'dtuConfigSchema',
      'factoryResetSchema',
      'fileDeleteSchema',
      'historySettingsSchema',
      'inverterAddSchema',
      'inverterDeleteSchema',
      'inverterEditSchema',
      'inverterOrderSchema',
      'limitConfigSchema',
      'loggingConfigSchema',
      'mqttConfigHassSlashSchema',
      'mqttConfigSchema',
      'networkConfigSchema',
      'networkConfigSyslogSchema',
      'ntpConfigByNameSchema',
      'ntpConfigSchema',
      'ntpTimeSchema',
      'pinMappingFileSchema',
      'powerConfigSchema',
      'rebootSchema',
      'securityConfigSchema',
      'securityFormSchema',
    ]);
  });

  it('lists exactly the validation.* keys the schemas can produce', () => {
    const used = new Set(schemas.flatMap((s) => s.messages).filter((m) => m.startsWith('validation.')));
    expect([...used].sort()).toEqual([...VALIDATION_MESSAGES].sort());
  });

  it('uses apiresponse.<code> keys only for known codes', () => {
    const codes = schemas
      .flatMap((s) => s.messages)
      .filter((m) => m.startsWith('apiresponse.'))
      .map((m) => Number(m.slice('apiresponse.'.length)));
    for (const code of codes) expect(protocol.isResponseCode(code)).toBe(true);
  });
});
