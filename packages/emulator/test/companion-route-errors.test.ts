/** A bug in a companion route answers 500 without details, and never silently: it is logged. */
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { logRouteErrors } from '../src/companion/routeErrors.ts';

const lines: string[] = [];
const app = Fastify({ logger: false });
logRouteErrors(app, (line) => lines.push(line));
app.get('/api/x/broken', () => {
  throw new Error('the route is broken');
});
app.get('/api/x/away', () => {
  throw Object.assign(new Error('the gateway is away'), { statusCode: 502 });
});
app.get('/api/x/strict', { schema: { querystring: { type: 'object', required: ['day'] } } }, () => 'ok');

afterAll(() => app.close());

describe('the companion answering a route that throws', () => {
  it('answers 500 with no details and logs the error with its stack', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/x/broken?day=1' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe('Internal Server Error');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^HTTP GET \/api\/x\/broken\?day=1 failed: Error: the route is broken\n\s+at /);
  });

  it("keeps Fastify's own answer to a client error, unlogged", async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/x/strict' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(lines).toEqual([]);
  });

  it('keeps an error answer given on purpose (it carries its status) as it was', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/x/away' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ statusCode: 502, message: 'the gateway is away' });
    expect(lines).toEqual([]);
  });
});
