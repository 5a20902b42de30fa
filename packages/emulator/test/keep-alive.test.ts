/**
 * Error answers never wedge a keep-alive connection: a request whose body the gateway does not read
 * (multipart without a boundary, refused uploads) is either drained or answered with
 * `Connection: close`, so the next request of the same client is answered at once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, useTestGateway } from './support/gateway.ts';
import { KeepAliveClient } from './support/keepAlive.ts';
import { finalAnswer, socketExchange } from './support/rawSocket.ts';

const t = useTestGateway();
let client: KeepAliveClient | undefined;
afterEach(() => {
  client?.close();
  client = undefined;
});

const BODY = Buffer.alloc(120 * 1024, 'x');

describe.each(['/api/ntp/config', '/api/config/upload?file=config.json', '/api/firmware/update'])(
  'POST %s',
  (path) => {
    it.each([
      ['multipart without a boundary', 'multipart/form-data'],
      ['multipart with an empty boundary', 'multipart/form-data; boundary='],
      ['a boundary that never comes', 'multipart/form-data; boundary=NeverSeen'],
    ])('%s (120 KB): the next request on the connection is answered promptly', async (_what, type) => {
      client = new KeepAliveClient(t.base);
      const first = await client.send({
        method: 'POST',
        path,
        headers: { authorization: ADMIN, 'content-type': type, 'content-length': BODY.length },
        body: BODY,
      });
      expect(first.status).toBeGreaterThanOrEqual(200);
      expect(first.status).toBeLessThan(500);
      expect(first.body).not.toBe('');
      const second = await client.send({ path: '/api/system/status' });
      expect(second.status).toBe(200);
      expect(second.ms).toBeLessThan(2000);
      if (first.headers['connection'] !== 'close') expect(second.reused).toBe(true);
    });
  },
);

describe.each(['/api/ntp/config', '/api/config/upload?file=config.json', '/api/firmware/update'])(
  'POST %s with a body the client sends only in part',
  (path) => {
    it.each([
      ['multipart without a boundary, after 100 Continue', 'multipart/form-data', true],
      ['multipart without a boundary, half sent', 'multipart/form-data', false],
      ['a body of another type, half sent', 'application/octet-stream', false],
    ])('%s: answers with Connection: close and closes', async (_what, type, expectContinue) => {
      const port = Number(new URL(t.base).port);
      const head =
        `POST ${path} HTTP/1.1\r\nHost: dtu\r\nAuthorization: ${ADMIN}\r\nContent-Type: ${type}\r\n` +
        `Content-Length: ${String(BODY.length)}\r\n${expectContinue ? 'Expect: 100-continue\r\n' : ''}\r\n`;
      const exchange = await socketExchange(
        port,
        head,
        expectContinue ? Buffer.alloc(0) : BODY.subarray(0, 60_000),
      );
      const answer = finalAnswer(exchange.text);
      expect(answer.status).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(500);
      expect(answer.headers['connection']).toBe('close');
      expect(exchange.closed).toBe(true);
    });
  },
);
