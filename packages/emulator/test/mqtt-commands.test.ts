/** Command topics (§8.3) acting on a simulated plant, without a broker. */
import { describe, expect, it } from 'vitest';
import { parseCommandTopic, parsePayload, runCommand } from '../src/mqtt/commands.ts';
import { berlinTime, inverterConfig, SERIAL, testPlant } from '../src/sim/testkit.ts';

const NOON = berlinTime(6, 21, 12);

function plantAtNoon(): ReturnType<typeof testPlant> {
  const tp = testPlant(NOON, [inverterConfig(SERIAL.hm4), inverterConfig(SERIAL.hms2)]);
  tp.runFor(60);
  return tp;
}

/** Runs the plant until no command is pending (bounded). */
function settle(tp: ReturnType<typeof testPlant>, serial: string): void {
  for (let i = 0; i < 60; i++) {
    const pending =
      tp.plant.limitStatus(serial)?.limit_set_status === 'Pending' ||
      tp.plant.powerStatus(serial)?.power_set_status === 'Pending';
    if (!pending) return;
    tp.runFor(1);
  }
}

const cmd = (name: string, serial: string = SERIAL.hm4) => ({ serial, name });

describe('command topics', () => {
  it('takes <prefix><serial>/cmd/<name> and nothing else', () => {
    expect(parseCommandTopic('solar/116180123456/cmd/power', 'solar/')).toEqual({
      serial: '116180123456',
      name: 'power',
    });
    expect(parseCommandTopic('other/116180123456/cmd/power', 'solar/')).toBeUndefined();
    expect(parseCommandTopic('solar/116180123456/status/power', 'solar/')).toBeUndefined();
    expect(parseCommandTopic('solar/116180123456/cmd/power/x', 'solar/')).toBeUndefined();
    expect(parseCommandTopic('solar//cmd/power', 'solar/')).toBeUndefined();
  });

  it('reads payloads like strtof: a leading number counts, anything else is not a number', () => {
    expect(parsePayload('50')).toBe(50);
    expect(parsePayload(' 12.5W')).toBe(12.5);
    expect(parsePayload('-3')).toBe(-3);
    expect(parsePayload('1e2')).toBe(100);
    expect(parsePayload('.5')).toBe(0.5);
    expect(parsePayload('abc')).toBeUndefined();
    expect(parsePayload('')).toBeUndefined();
  });
});

describe('commands on the plant', () => {
  it('a non-persistent relative limit goes Pending, then Ok with the new limit', () => {
    const tp = plantAtNoon();
    expect(runCommand(tp.plant, cmd('limit_nonpersistent_relative'), '50', false)).toBe('queued');
    expect(tp.plant.limitStatus(SERIAL.hm4)?.limit_set_status).toBe('Pending');
    settle(tp, SERIAL.hm4);
    expect(tp.plant.limitStatus(SERIAL.hm4)).toMatchObject({ limit_set_status: 'Ok', limit_relative: 50 });
  });

  it('ignores retained non-persistent limits, restarts and stats resets, but not persistent limits', () => {
    const tp = plantAtNoon();
    expect(runCommand(tp.plant, cmd('limit_nonpersistent_relative'), '50', true)).toBe('ignored-retained');
    expect(runCommand(tp.plant, cmd('limit_nonpersistent_absolute'), '500', true)).toBe('ignored-retained');
    expect(runCommand(tp.plant, cmd('restart'), '1', true)).toBe('ignored-retained');
    expect(runCommand(tp.plant, cmd('reset_rf_stats'), '1', true)).toBe('ignored-retained');
    expect(tp.plant.limitStatus(SERIAL.hm4)?.limit_set_status).toBe('Ok');
    expect(tp.plant.powerStatus(SERIAL.hm4)?.power_set_status).toBe('Ok');
    expect(tp.plant.state(SERIAL.hm4)?.radioStats.rx_success).toBeGreaterThan(0);

    expect(runCommand(tp.plant, cmd('limit_persistent_relative'), '80', true)).toBe('queued');
    settle(tp, SERIAL.hm4);
    expect(tp.plant.limitStatus(SERIAL.hm4)?.limit_relative).toBe(80);
  });

  it('skips the API 2250 W check but still caps relative limits at 100 %', () => {
    const tp = plantAtNoon();
    expect(runCommand(tp.plant, cmd('limit_persistent_absolute', SERIAL.hms2), '3000', false)).toBe('queued');
    settle(tp, SERIAL.hms2);
    expect(tp.plant.limitStatus(SERIAL.hms2)).toMatchObject({ limit_set_status: 'Ok', limit_relative: 100 });

    expect(runCommand(tp.plant, cmd('limit_nonpersistent_relative'), '150', false)).toBe('queued');
    settle(tp, SERIAL.hm4);
    expect(tp.plant.limitStatus(SERIAL.hm4)?.limit_relative).toBe(100);
  });

  it('power: a whole number above 0 turns on, anything else off; retained still counts', () => {
    const tp = plantAtNoon();
    expect(runCommand(tp.plant, cmd('power'), '0.9', true)).toBe('queued');
    settle(tp, SERIAL.hm4);
    tp.runFor(30);
    expect(tp.plant.state(SERIAL.hm4)?.producing).toBe(false);
    expect(runCommand(tp.plant, cmd('power'), '1', false)).toBe('queued');
    settle(tp, SERIAL.hm4);
    tp.runFor(30);
    expect(tp.plant.state(SERIAL.hm4)?.producing).toBe(true);
  });

  it('restart and reset_rf_stats only with payload 1', () => {
    const tp = plantAtNoon();
    expect(runCommand(tp.plant, cmd('restart'), '2', false)).toBe('ignored-payload');
    expect(runCommand(tp.plant, cmd('reset_rf_stats'), '0', false)).toBe('ignored-payload');
    expect(tp.plant.state(SERIAL.hm4)?.radioStats.tx_request).toBeGreaterThan(0);
    expect(runCommand(tp.plant, cmd('reset_rf_stats'), '1', false)).toBe('reset');
    expect(tp.plant.state(SERIAL.hm4)?.radioStats.tx_request).toBe(0);
    expect(runCommand(tp.plant, cmd('restart'), '1', false)).toBe('queued');
    expect(tp.plant.powerStatus(SERIAL.hm4)?.power_set_status).toBe('Pending');
  });

  it('ignores unknown inverters, unknown commands and payloads that are not numbers', () => {
    const tp = plantAtNoon();
    expect(runCommand(tp.plant, cmd('power', '116180999999'), '1', false)).toBe('unknown-inverter');
    expect(runCommand(undefined, cmd('power'), '1', false)).toBe('unknown-inverter');
    expect(runCommand(tp.plant, cmd('limit'), '1', false)).toBe('unknown-command');
    expect(runCommand(tp.plant, cmd('limit_persistent_relative'), 'half', false)).toBe('not-a-number');
    expect(tp.plant.limitStatus(SERIAL.hm4)?.limit_set_status).toBe('Ok');
  });

  it('drops commands while the inverter does not take commands (status unchanged)', () => {
    const tp = testPlant(NOON, [inverterConfig(SERIAL.hm4, { command_enable: false })]);
    tp.runFor(30);
    expect(runCommand(tp.plant, cmd('limit_persistent_relative'), '50', false)).toBe('dropped');
    expect(tp.plant.limitStatus(SERIAL.hm4)?.limit_set_status).toBe('Ok');
  });
});
