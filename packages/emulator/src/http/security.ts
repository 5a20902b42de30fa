/** /api/security/* (device-api §1.1). */
import { endpoints, type ConfigFile, type SecurityConfig } from '@dtu-web/protocol';
import { defineArea } from '../context.ts';
import { fromWire, toWire, type FieldTable } from './common/fields.ts';
import { configPost } from './common/post.ts';
import { codeResult, sendJson, sendResult } from './common/result.ts';
import { readRoute } from './common/route.ts';

const SECURITY_FIELDS: FieldTable<SecurityConfig, ConfigFile> = {
  password: 'security.password',
  allow_readonly: 'security.allow_readonly',
};

export const securityRoutes = defineArea((app, ctx) => {
  readRoute(app, endpoints.securityConfig, (_request, reply) =>
    sendJson(reply, toWire(SECURITY_FIELDS, ctx.store.config)),
  );

  configPost(app, ctx, {
    endpoint: 'securityConfigSave',
    area: 'security',
    apply: (c, value) => {
      fromWire(SECURITY_FIELDS, c, value);
    },
    // New credentials: every websocket client must connect (and authenticate) again.
    afterSave: () => {
      ctx.sockets.closeAll('close');
    },
  });

  readRoute(app, endpoints.securityAuthenticate, (_request, reply) => sendResult(reply, codeResult(10002)));
});
