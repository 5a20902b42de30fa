/** /api/security/* (device-api §1.1). */
import { securityConfigSchema, type SecurityConfig } from '@dtu-web/protocol';
import { defineArea } from '../context.ts';
import { configPost } from './common/post.ts';
import { codeResult, sendJson, sendResult } from './common/result.ts';

export const securityRoutes = defineArea((app, ctx) => {
  app.get('/api/security/config', { config: { auth: 'admin' } }, (_request, reply) => {
    const { password, allow_readonly } = ctx.store.config.security;
    return sendJson(reply, { password, allow_readonly } satisfies SecurityConfig);
  });

  configPost(app, ctx, {
    url: '/api/security/config',
    schema: securityConfigSchema,
    area: 'security',
    apply: (c, value) => {
      c.security.password = value.password;
      c.security.allow_readonly = value.allow_readonly;
    },
    // New credentials: every websocket client must connect (and authenticate) again.
    afterSave: () => {
      ctx.sockets.closeAll('close');
    },
  });

  app.get('/api/security/authenticate', { config: { auth: 'admin' } }, (_request, reply) =>
    sendResult(reply, codeResult(10002)),
  );
});
