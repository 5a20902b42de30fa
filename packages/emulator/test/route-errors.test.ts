/** A bug in a route answers 500 without details, and never silently: it is written on the console. */
import { describe, expect, it } from 'vitest';
import { defineArea } from '../src/context.ts';
import { useTestGateway } from './support/gateway.ts';

const lines: string[] = [];
const broken = defineArea((app) => {
  app.get('/api/test/broken', { config: { auth: 'public' } }, () => {
    throw new Error('the route is broken');
  });
});
const gw = useTestGateway({
  extensions: [{ routes: broken }],
  consoleEcho: (line) => {
    lines.push(line);
  },
});

describe('a route that throws', () => {
  it('answers 500 and logs the error on the console', async () => {
    const response = await fetch(`${gw.base}/api/test/broken`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Internal Server Error');
    expect(
      lines.some((line) => line.includes('GET /api/test/broken failed: Error: the route is broken')),
    ).toBe(true);
  });
});
