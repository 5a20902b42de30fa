/** /api/inverter/list|add|edit|del|order (device-api §1.3): check tables and the stored slots. */
import { describe, expect, it } from 'vitest';
import { ENCODINGS, expectResult, getJson, postJson, useTestGateway } from './support/gateway.ts';

interface ListItem {
  id: number;
  serial: string;
  name: string;
  order: number;
  type: string;
  channel: { name: string; max_power: number; yield_total_offset: number }[];
  [flag: string]: unknown;
}

const t = useTestGateway({}, 'test');

const list = async (): Promise<ListItem[]> =>
  ((await getJson(t.base, '/api/inverter/list')) as { inverter: ListItem[] }).inverter;

describe.each(ENCODINGS)('inverter endpoints (%s)', (encoding) => {
  const post = (path: string, body: unknown): Promise<unknown> =>
    postJson(t.base, `/api/inverter/${path}`, body, encoding);

  it('add: 1005, 4001, 4002, then 4004 into the first free slot, and 4003 when all 10 are used', async () => {
    expectResult(await post('add', { serial: 116180123456, name: 'A' }), 'warning', 1005);
    expectResult(await post('add', { serial: '0', name: 'A' }), 'warning', 4001);
    expectResult(await post('add', { serial: '116180123456', name: '' }), 'warning', 4002, { max: 31 });
    expectResult(await post('add', { serial: '116180123456', name: 'n'.repeat(32) }), 'warning', 4002, {
      max: 31,
    });
    for (let i = 0; i < 10; i++) {
      // Duplicate serials are accepted like on the device.
      expectResult(await post('add', { serial: '116180123456', name: `Inv ${i}` }), 'success', 4004);
    }
    expectResult(await post('add', { serial: '116180123456', name: 'eleventh' }), 'warning', 4003, {
      max: 10,
    });
    const items = await list();
    expect(items.map((i) => i.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(items[0]).toMatchObject({ serial: '116180123456', name: 'Inv 0', type: 'HM-1000/1200/1500-4T' });
    expect(items[0]?.channel).toHaveLength(4);
  });

  it('list: model type and channel count from the serial; unknown serials show 6 channels', async () => {
    await post('add', { serial: '1164A0000001', name: 'HMS' });
    await post('add', { serial: 'ABCDEF012345', name: 'Odd' });
    await post('add', { serial: '1121a0000002', name: 'Small' });
    const items = await list();
    expect(items.map((i) => [i.type, i.channel.length, i.serial])).toEqual([
      ['HMS-1600/1800/2000-4T', 4, '1164a0000001'],
      ['Unknown', 6, 'abcdef012345'],
      ['HM-300/350/400-1T', 1, '1121a0000002'],
    ]);
    expect(Object.keys(items[0] ?? {})).toEqual([
      'id',
      'name',
      'order',
      'serial',
      'poll_enable',
      'poll_enable_night',
      'command_enable',
      'command_enable_night',
      'reachable_threshold',
      'zero_runtime',
      'zero_day',
      'clear_eventlog',
      'yieldday_correction',
      'type',
      'channel',
    ]);
  });

  it('edit: 1005, 4005, 4001, 4002, 4006, then 4007 with defaults for missing flags', async () => {
    const base = {
      id: 0,
      serial: '116180123456',
      name: 'Roof',
      channel: [{ name: 'East', max_power: 400, yield_total_offset: 1.5 }],
    };
    expectResult(await post('edit', { ...base, id: '0' }), 'warning', 1005);
    expectResult(await post('edit', { ...base, channel: {} }), 'warning', 1005);
    expectResult(await post('edit', { ...base, id: 10 }), 'warning', 4005);
    expectResult(await post('edit', { ...base, serial: '' }), 'warning', 4001);
    expectResult(await post('edit', { ...base, name: '' }), 'warning', 4002, { max: 31 });
    expectResult(await post('edit', { ...base, channel: [] }), 'warning', 4006);
    expectResult(await post('edit', { ...base, channel: Array(7).fill(base.channel[0]) }), 'warning', 4006);
    // Editing an empty slot creates the inverter there.
    const custom = {
      ...base,
      id: 3,
      poll_enable_night: false,
      reachable_threshold: 5,
      zero_day: true,
      type: 'x',
      order: 9,
    };
    expectResult(await post('edit', custom), 'success', 4007);
    let [item] = await list();
    expect(item).toMatchObject({
      id: 3,
      name: 'Roof',
      order: 0,
      poll_enable: true,
      poll_enable_night: false,
      command_enable: true,
      reachable_threshold: 5,
      zero_day: true,
      zero_runtime: false,
    });
    expect(item?.channel[0]).toEqual({ name: 'East', max_power: 400, yield_total_offset: 1.5 });
    // Channel names keep at most 30 bytes; missing flags fall back to their defaults.
    const longName = {
      ...base,
      id: 3,
      channel: [{ name: 'c'.repeat(40), max_power: 300, yield_total_offset: 0 }],
    };
    expectResult(await post('edit', longName), 'success', 4007);
    [item] = await list();
    expect(item?.channel[0]?.name).toBe('c'.repeat(30));
    expect(item).toMatchObject({ poll_enable_night: true, reachable_threshold: 2, zero_day: false });
  });

  it('del: 1005, 4005, then 4008 resets the slot (an empty slot also succeeds)', async () => {
    await post('add', { serial: '116180123456', name: 'One' });
    await post('add', { serial: '114180123456', name: 'Two' });
    expectResult(await post('del', { id: -1 }), 'warning', 1005);
    expectResult(await post('del', { id: 10 }), 'warning', 4005);
    expectResult(await post('del', { id: 0 }), 'success', 4008);
    expectResult(await post('del', { id: 7 }), 'success', 4008);
    expect((await list()).map((i) => [i.id, i.name])).toEqual([[1, 'Two']]);
    // The next add reuses slot 0 with default values.
    await post('add', { serial: '116180123456', name: 'Again' });
    expect((await list())[0]).toMatchObject({ id: 0, name: 'Again', order: 0, reachable_threshold: 2 });
  });

  it('order: 1005 for a non-array, then 4009 setting each id its position (ids ≥ 10 use up a position)', async () => {
    for (const name of ['A', 'B', 'C']) await post('add', { serial: '116180123456', name });
    expectResult(await post('order', { order: '2,1,0' }), 'warning', 1005);
    expectResult(await post('order', { order: [2, 42, 0, 1] }), 'success', 4009);
    expect((await list()).map((i) => [i.name, i.order])).toEqual([
      ['A', 2],
      ['B', 3],
      ['C', 0],
    ]);
  });
});
