/**
 * Every alert channel against a real peer started here: an HTTP receiver for webhook and ntfy (the ntfy
 * headers checked), Debian's Mosquitto for MQTT (with a login; the retained active count), and an SMTP
 * server library for e-mail (a real SMTP conversation, STARTTLS with a generated certificate, the
 * server's refusal passed on in words). A failing channel is retried and its failure written on the alert.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { readFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert, AlertChannel, AlertConfig } from '@dtu-web/protocol';
import { channelSender, type OutMessage } from '../src/alerts/channels/index.ts';
import { Dispatcher } from '../src/alerts/dispatch.ts';
import { AlertStore } from '../src/alerts/store.ts';
import { config } from '../src/alerts/testViews.ts';
import { waitFor } from './support/gateway.ts';
import { startMosquitto, type Broker } from './support/mosquitto.ts';
import { Probe } from './support/mqttProbe.ts';
import { makeTlsFiles, type TlsFiles } from './support/tlsFiles.ts';

interface Hit {
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let http: Server;
let base = '';
const hits: Hit[] = [];
/** The receiver answers this status (200 unless a test wants a refusal). */
let status = 200;

const alert: Alert = {
  id: '7',
  rule: 'inverter_unreachable',
  gateway: 'home',
  subject: { serial: '116180123456', string: null },
  severity: 'warning',
  since: 1_782_043_200_000,
  resolved: null,
  acknowledged: null,
  message: 'Roof (116180123456) on Home has not been reachable for 30 minutes while the sun is up.',
  notified: [],
};

const message: OutMessage = {
  gateway: 'home',
  gatewayName: 'Home',
  kind: 'firing',
  severity: 'warning',
  title: 'Alert: inverter unreachable (Home)',
  text: alert.message,
  alert,
  active: 2,
};

beforeAll(async () => {
  http = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      hits.push({ url: request.url ?? '', headers: request.headers, body });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 200 ? '{"id":"x"}' : '{"error":"topic is reserved"}');
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((http.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) =>
    http.close(() => {
      resolve();
    }),
  );
});

describe('webhook', () => {
  it('posts the alert JSON with the event and the configured headers', async () => {
    hits.length = 0;
    const channel: AlertChannel = {
      id: 'hook',
      kind: 'webhook',
      min_severity: 'info',
      url: `${base}/hooks/solar`,
      headers: { 'X-Token': 's3cret' },
    };
    await channelSender()(channel, message);
    expect(hits).toHaveLength(1);
    expect(hits[0]?.url).toBe('/hooks/solar');
    expect(hits[0]?.headers['x-token']).toBe('s3cret');
    expect(hits[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(hits[0]?.body ?? '')).toMatchObject({
      event: 'firing',
      id: '7',
      rule: 'inverter_unreachable',
      subject: { serial: '116180123456' },
    });
  });

  it('says what the receiver answered when it refuses', async () => {
    status = 403;
    try {
      const channel: AlertChannel = { id: 'hook', kind: 'webhook', min_severity: 'info', url: `${base}/x` };
      await expect(channelSender()(channel, message)).rejects.toThrow(
        'The webhook answered 403: {"error":"topic is reserved"}',
      );
    } finally {
      status = 200;
    }
  });

  it('says when nobody listens', async () => {
    const channel: AlertChannel = {
      id: 'hook',
      kind: 'webhook',
      min_severity: 'info',
      url: 'http://127.0.0.1:1/',
    };
    await expect(channelSender()(channel, message)).rejects.toThrow(
      /The webhook could not be reached: .*ECONNREFUSED/,
    );
  });
});

describe('ntfy', () => {
  it('publishes the text to <server>/<topic> with Title, Priority, Tags and the token', async () => {
    hits.length = 0;
    const channel: AlertChannel = {
      id: 'phone',
      kind: 'ntfy',
      min_severity: 'warning',
      server: `${base}/`,
      topic: 'my-solar',
      token: 'tk_abc',
    };
    await channelSender()(channel, { ...message, severity: 'critical' });
    expect(hits[0]?.url).toBe('/my-solar');
    expect(hits[0]?.body).toBe(alert.message);
    expect(hits[0]?.headers.title).toBe('Alert: inverter unreachable (Home)');
    expect(hits[0]?.headers.priority).toBe('5');
    expect(hits[0]?.headers.tags).toBe('rotating_light');
    expect(hits[0]?.headers.authorization).toBe('Bearer tk_abc');
    await channelSender()(channel, { ...message, kind: 'resolved' });
    expect(hits[1]?.headers.priority).toBe('3');
    expect(hits[1]?.headers.tags).toBe('white_check_mark');
  });
});

describe('mqtt (Mosquitto)', () => {
  let broker: Broker;
  beforeAll(async () => {
    broker = await startMosquitto({ users: { alerts: 'pw-1' } });
  });
  afterAll(async () => {
    await broker.dispose();
  });

  it('publishes the alert under <prefix>/alerts/<rule> and a retained active count', async () => {
    const probe = await Probe.connect(broker.url.replace('mqtt://', 'mqtt://alerts:pw-1@'), [
      'solar/alerts/#',
    ]);
    try {
      const channel: AlertChannel = {
        id: 'ha',
        kind: 'mqtt',
        min_severity: 'info',
        url: broker.url,
        user: 'alerts',
        password: 'pw-1',
        topic_prefix: 'solar/',
      };
      await channelSender()(channel, message);
      const got = await probe.waitFor('solar/alerts/inverter_unreachable', () => true);
      expect(JSON.parse(got.payload)).toMatchObject({ id: '7', event: 'firing' });
      const count = await probe.waitFor('solar/alerts/active', (m) => m.payload === '2');
      expect(count.retain).toBe(false);
    } finally {
      await probe.close();
    }
    // A new subscriber gets the count as retained.
    const late = await Probe.connect(broker.url.replace('mqtt://', 'mqtt://alerts:pw-1@'), [
      'solar/alerts/active',
    ]);
    try {
      const retained = await late.waitFor('solar/alerts/active', () => true);
      expect(retained).toMatchObject({ payload: '2', retain: true });
    } finally {
      await late.close();
    }
  });

  it('passes on the broker refusing the login', async () => {
    const channel: AlertChannel = {
      id: 'ha',
      kind: 'mqtt',
      min_severity: 'info',
      url: broker.url,
      user: 'alerts',
      password: 'wrong',
      topic_prefix: 'solar',
    };
    await expect(channelSender()(channel, message)).rejects.toThrow(
      /The MQTT broker refused the connection: .*(Not authorized|Bad username)/i,
    );
  });
});

describe('email (SMTP, STARTTLS)', () => {
  let smtp: SMTPServer;
  let port = 0;
  let tls: TlsFiles;
  const mails: { from: string; to: string[]; data: string }[] = [];

  beforeAll(async () => {
    tls = makeTlsFiles(mkdtempSync(`${tmpdir()}/smtp-tls-`));
    smtp = new SMTPServer({
      key: readFileSync(tls.serverKeyFile),
      cert: readFileSync(tls.serverCertFile),
      authOptional: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'sun' && auth.password === 'mail-pw') callback(null, { user: 'sun' });
        else callback(Object.assign(new Error('authentication failed'), { responseCode: 535 }));
      },
      onData(stream, session, callback) {
        let data = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (data += chunk));
        stream.on('end', () => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) =>
      smtp.listen(0, '127.0.0.1', () => {
        resolve();
      }),
    );
    port = (smtp.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => {
      smtp.close(() => {
        resolve();
      });
    });
  });

  const channel = (password: string): AlertChannel => ({
    id: 'mail',
    kind: 'email',
    min_severity: 'warning',
    host: '127.0.0.1',
    port,
    secure: false,
    user: 'sun',
    password,
    from: 'dtu@example.org',
    to: 'owner@example.org',
  });

  it('sends over STARTTLS to a server whose certificate it trusts', async () => {
    mails.length = 0;
    await channelSender({ ca: tls.caPem })(channel('mail-pw'), message);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual(['owner@example.org']);
    expect(mails[0]?.data).toContain('Subject: Alert: inverter unreachable (Home)');
    expect(mails[0]?.data).toContain('has not been reachable for 30 minutes');
  });

  it('says what the server said when the login is wrong', async () => {
    await expect(channelSender({ ca: tls.caPem })(channel('nope'), message)).rejects.toThrow(
      /^SMTP server said 535 .*authentication failed/i,
    );
  });

  it('refuses a certificate it cannot verify', async () => {
    await expect(channelSender()(channel('mail-pw'), message)).rejects.toThrow(/certificate/i);
  });
});

describe('a failing channel', () => {
  it('is retried with backoff and its failures and success are written on the alert', async () => {
    const store = new AlertStore(':memory:');
    const open = store.open({
      gateway: 'home',
      rule: 'inverter_unreachable',
      subject: { serial: '111', string: null },
      severity: 'warning',
      since: 1,
      message: 'Inv 111 is unreachable.',
    });
    let calls = 0;
    const settings: AlertConfig = config((c) => {
      c.channels = [{ id: 'hook', kind: 'webhook', min_severity: 'info', url: `${base}/flaky` }];
    });
    const dispatcher = new Dispatcher({
      store,
      config: () => settings,
      deliver: async (ch, msg) => {
        calls++;
        if (calls < 3) throw new Error(`The webhook answered 503`);
        await channelSender()(ch, msg);
      },
      gatewayName: () => 'Home',
      localMinutes: () => 12 * 60,
      now: () => Date.now(),
      log: () => undefined,
      retryDelays: [10, 20, 40],
    });
    hits.length = 0;
    dispatcher.notify({
      gateway: 'home',
      kind: 'firing',
      severity: 'warning',
      text: open.message,
      alert: open,
    });
    await waitFor(
      () => Promise.resolve(store.get(Number(open.id))?.notified.length === 3),
      5000,
      'three attempts',
    );
    const notified = store.get(Number(open.id))?.notified ?? [];
    expect(notified.map((n) => [n.channel, n.ok, n.error])).toEqual([
      ['hook', false, 'The webhook answered 503'],
      ['hook', false, 'The webhook answered 503'],
      ['hook', true, null],
    ]);
    expect(hits.map((h) => h.url)).toEqual(['/flaky']);
    dispatcher.stop();
    store.close();
  });
});
