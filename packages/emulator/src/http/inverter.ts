/** /api/inverter/list|add|edit|del|order (device-api §1.3): the ten inverter slots of config.json. */
import {
  endpoints,
  defaultInverter,
  formatSerial,
  inverterFlags,
  inverterModelFromSerial,
  INV_MAX_COUNT,
  UNKNOWN_INVERTER_CHANNELS,
  UNKNOWN_INVERTER_TYPE,
  type ConfigFileInverter,
  type FirmwareRelease,
  type InverterList,
  type InverterListItem,
} from '@dtu-web/protocol';
import { storedSerial } from '../config/serials.ts';
import { defineArea } from '../context.ts';
import { configPost, jsonPost, saveConfig } from './common/post.ts';
import { codeResult, sendJson } from './common/result.ts';
import { readRoute } from './common/route.ts';

function listItem(inverter: ConfigFileInverter, id: number, release: FirmwareRelease): InverterListItem {
  const serial = BigInt(inverter.serial);
  const model = inverterModelFromSerial(serial, release);
  const channels = model?.channels ?? UNKNOWN_INVERTER_CHANNELS;
  return {
    id,
    name: inverter.name,
    order: inverter.order,
    serial: formatSerial(serial),
    ...inverterFlags(inverter),
    // Newer releases know more prefixes and renamed two models (§2.10).
    type: model?.type ?? UNKNOWN_INVERTER_TYPE,
    channel: inverter.channel.slice(0, channels).map((c) => ({
      name: c.name,
      max_power: c.max_power,
      yield_total_offset: c.yield_total_offset,
    })),
  };
}

export const inverterRoutes = defineArea((app, ctx) => {
  readRoute(app, endpoints.inverterList, (_request, reply) => {
    const body: InverterList = {
      inverter: ctx.store.config.inverters.flatMap((inv, id) =>
        inv.serial === 0 ? [] : [listItem(inv, id, ctx.release)],
      ),
    };
    return sendJson(reply, body);
  });

  jsonPost(app, {
    release: ctx.release,
    endpoint: 'inverterAdd',
    handle: (value) => {
      const slot = ctx.store.config.inverters.findIndex((inv) => inv.serial === 0);
      if (slot < 0 || slot >= INV_MAX_COUNT) return codeResult(4003);
      // The slot's other fields keep their values (the defaults, after a delete), as on the device.
      return saveConfig(
        ctx,
        'inverter',
        (c) => {
          const target = c.inverters[slot];
          if (target === undefined) return;
          target.serial = storedSerial(value.serial);
          target.name = value.name;
        },
        codeResult(4004),
      );
    },
  });

  configPost(app, ctx, {
    endpoint: 'inverterEdit',
    area: 'inverter',
    apply: (c, value) => {
      const target = c.inverters[value.id];
      if (target === undefined) return;
      target.serial = storedSerial(value.serial);
      target.name = value.name;
      // Channels are copied in array order; entries beyond the array keep their values.
      value.channel.forEach((channel, i) => {
        if (target.channel[i] !== undefined) target.channel[i] = { ...channel };
      });
      Object.assign(target, inverterFlags(value));
    },
    success: 4007,
  });

  configPost(app, ctx, {
    endpoint: 'inverterDelete',
    area: 'inverter',
    apply: (c, value) => {
      c.inverters[value.id] = defaultInverter();
    },
    success: 4008,
  });

  configPost(app, ctx, {
    endpoint: 'inverterOrder',
    area: 'inverter',
    apply: (c, value) => {
      // Ids ≥ 10 are skipped but still take up a position; order is a uint8 on the device.
      value.order.forEach((id, position) => {
        const target = c.inverters[id];
        if (id < INV_MAX_COUNT && target !== undefined) target.order = position & 0xff;
      });
    },
    success: 4009,
  });
});
