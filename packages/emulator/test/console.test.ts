/**
 * The /console websocket of a v24.10.6 virtual DTU (device-api §2.6): its own connect line, radio
 * polls, commands and config saves arrive as "\r\n"-terminated text in frames of at most 500 bytes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { postJson, waitFor } from './support/gateway.ts';
import {
  connectSocket,
  startRuntimeGateway,
  SUMMER_NOON,
  waitForClients,
  type RuntimeTest,
} from './support/runtime.ts';

let t: RuntimeTest;
afterEach(async () => {
  await t.close();
});

describe('/console websocket', () => {
  it('carries connects, radio polls, commands and config saves', async () => {
    t = await startRuntimeGateway({
      start: SUMMER_NOON,
      firmware: 'v24.10.6',
      runtime: { demoInverters: 1 },
    });
    const client = await connectSocket(t.base, '/console');
    await waitForClients(t, 'console', 1);
    const text = (): string => client.messages.join('');
    await waitFor(() => /Websocket: \[\/console\]\[\d+\] connect\r\n/.test(text()), 5000, 'the connect line');

    t.advance(2);
    await waitFor(() => text().includes('Success\r\n'), 5000, 'a poll');
    expect(text()).toMatch(/Fetch inverter: 116180123456\r\n/);
    expect(text()).toMatch(
      /TX RealTimeRunData Channel: \d+ --> 15 80 12 34 56 (?:[0-9A-F]{2} )+[0-9A-F]{2}\r\n/,
    );
    expect(text()).toMatch(/RX Channel: \d+ --> 95 80 12 34 56 [0-9A-F ]+ \| -\d+ dBm\r\n/);

    await postJson(t.base, '/api/limit/config', { serial: '116180123456', limit_value: 50, limit_type: 1 });
    t.advance(4);
    await waitFor(() => text().includes('TX ActivePowerControl'), 5000, 'the command on air');
    expect(text()).toContain('Limit 116180123456: 50 % (non-persistent)\r\n');

    await postJson(t.base, '/api/dtu/config', {
      serial: '199980115004',
      pollinterval: 7,
      nrf_palevel: 0,
      cmt_palevel: 0,
      cmt_frequency: 865000000,
      cmt_country: 0,
    });
    await waitFor(() => text().includes('Configuration saved (dtu)\r\n'), 5000, 'the save line');

    const livedata = await connectSocket(t.base, '/livedata');
    await waitFor(
      () => /Websocket: \[\/livedata\]\[\d+\] connect\r\n/.test(text()),
      5000,
      'the other connect',
    );
    await livedata.close();

    for (const frame of client.messages) {
      expect(Buffer.byteLength(frame)).toBeLessThanOrEqual(500);
      expect(frame.endsWith('\r\n')).toBe(true);
    }
    await client.close();
  });

  it('sends a burst of lines in frames of at most 500 bytes', async () => {
    t = await startRuntimeGateway({
      start: SUMMER_NOON,
      firmware: 'v24.10.6',
      runtime: { demoInverters: 10 },
    });
    const client = await connectSocket(t.base, '/console');
    await waitForClients(t, 'console', 1);
    // Ten inverters, a minute: well over 500 bytes of lines in one task run.
    t.advance(60);
    await waitFor(() => client.messages.join('').split('Success\r\n').length > 10, 5000, 'many polls');
    expect(client.messages.length).toBeGreaterThan(5);
    for (const frame of client.messages) expect(Buffer.byteLength(frame)).toBeLessThanOrEqual(500);
    await client.close();
  });
});
