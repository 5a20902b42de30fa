/**
 * The virtual gateway's body handling (issue 19, point 7): a POST that declares a multipart body it
 * cannot parse (`multipart/form-data` without a boundary, or `multipart/mixed`) and whose 120 KB body
 * arrives in two parts is answered as the device answers a body without `data` (1002, or the upload's
 * own error), and its keep-alive connection stays usable for the next request.
 */
import { Agent, request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, useTestGateway } from './support/gateway.ts';

const gateway = useTestGateway();
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => {
  agent.destroy();
});

interface Answer {
  status: number;
  body: string;
  reused: boolean;
}

/** Sends the body in two writes, the second once the first has left; bounded by a timeout. */
function postInTwoParts(path: string, contentType: string, body: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, gateway.base),
      {
        method: 'POST',
        agent,
        headers: { 'content-type': contentType, 'content-length': String(body.length), authorization: ADMIN },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            reused: req.reusedSocket,
          });
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`no answer to ${path} within 5 s`));
    }, 5000);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.on('socket', (socket) => socket.on('error', () => undefined));
    const half = Math.floor(body.length / 2);
    req.write(body.subarray(0, half), () => {
      setTimeout(() => req.end(body.subarray(half)), 100);
    });
  });
}

function get(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, gateway.base), { agent, headers: { authorization: ADMIN } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          reused: req.reusedSocket,
        });
      });
    });
    const timer = setTimeout(() => {
      req.destroy(new Error(`no answer to ${path} within 5 s`));
    }, 5000);
    req.on('error', reject);
    req.end();
  });
}

const BODY = Buffer.alloc(120 * 1024, 0x61);
const CASES = [
  ['/api/ntp/config', 'multipart/form-data'],
  ['/api/ntp/config', 'multipart/mixed; boundary=xyz'],
  ['/api/config/upload?file=config.json', 'multipart/form-data'],
  ['/api/config/upload?file=config.json', 'multipart/mixed; boundary=xyz'],
  ['/api/firmware/update', 'multipart/form-data'],
  ['/api/firmware/update', 'multipart/mixed; boundary=xyz'],
] as const;

describe('a multipart body the gateway cannot parse, arriving in two parts', () => {
  for (const [path, type] of CASES) {
    it(`${path} with ${type}: answered, and the connection serves the next request`, async () => {
      const before = gateway.gateway.ctx.store.config.ntp.server;
      const answer = await postInTwoParts(path, type, BODY);
      if (path === '/api/ntp/config') {
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body)).toMatchObject({ type: 'warning', code: 1002 });
      } else if (path.startsWith('/api/config/upload')) {
        expect(answer).toMatchObject({ status: 400, body: 'No file was received.' });
      } else {
        expect(answer).toMatchObject({ status: 400, body: 'MD5 parameter missing' });
      }
      const next = await get('/api/ntp/config');
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body)).toMatchObject({ ntp_server: before });
      expect(next.reused).toBe(true);
      expect(gateway.gateway.state).toBe('running');
    });
  }
});
