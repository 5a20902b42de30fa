/**
 * The websocket endpoints `/livedata` and `/console` (device-api §2.4–§2.6). Access is "readonly": open
 * while allow_readonly is on, otherwise admin credentials on the upgrade request (the browser turns
 * `ws://admin:pw@host/…` into a Basic Authorization header). What is sent over them is up to the runtime,
 * which subscribes through `ctx.sockets`. A plain GET (no upgrade) falls through to the SPA page, like on
 * the device.
 */
import { defineArea } from '../context.ts';

export const websocketRoutes = defineArea((app, ctx) => {
  for (const endpoint of ['livedata', 'console'] as const) {
    app.route({
      method: 'GET',
      url: `/${endpoint}`,
      config: { auth: 'readonly', upgradeOnly: true },
      handler: (_request, reply) => {
        reply.callNotFound();
      },
      wsHandler: (socket) => {
        ctx.sockets.add(endpoint, socket);
      },
    });
  }
});
