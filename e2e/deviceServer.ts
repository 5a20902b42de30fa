// The OpenDTU firmware's web server, as far as the web app sees it (device-api §10.4, firmware-versions
// §1): the embedded files at fixed URLs — six up to v26.3.27, five from v26.3.28, which has no
// zones.json.gz and answers /zones.json with the web page — `index.html` for every other path, ETag =
// MD5 of the embedded bytes (from v25.5.10 followed by `git_hash`), `Cache-Control: public,
// must-revalidate`, 304 on a matching If-None-Match; `/api/*`, `/livedata` and `/console` are handed to
// an emulator (the firmware's API handlers). It serves the firmware-ready build (packages/web/dist-device)
// and can be pointed at another build while it runs, like a firmware update.
import { hasEndpoint, hasFeature, type FirmwareRelease } from '@dtu-web/protocol';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';

interface Embedded {
  body: Buffer;
  etag: string;
  type: string;
  gzip: boolean;
}

/** URL → embedded file, content type, and whether it is stored gzipped (§10.4's table, v24.10.6). */
export const DEVICE_URLS: Readonly<Record<string, readonly [string, string, boolean]>> = {
  '/index.html': ['index.html.gz', 'text/html', true],
  '/js/app.js': ['js/app.js.gz', 'text/javascript', true],
  '/zones.json': ['zones.json.gz', 'application/json', true],
  '/favicon.ico': ['favicon.ico', 'image/x-icon', false],
  '/favicon.png': ['favicon.png', 'image/png', false],
  '/site.webmanifest': ['site.webmanifest', 'application/json', false],
};

const FORWARDED = /^\/(api(\/|$|\?)|livedata(\?|$)|console(\?|$))/;

/** The URLs a release embeds: v26.3.28+ no longer has /zones.json (it serves `/api/ntp/zones`). */
export function deviceUrls(release: FirmwareRelease): string[] {
  return Object.keys(DEVICE_URLS).filter((url) => url !== '/zones.json' || hasEndpoint(release, 'zonesJson'));
}

function embed(dir: string, release: FirmwareRelease): Map<string, Embedded> {
  const files = new Map<string, Embedded>();
  const gitHash = hasFeature(release, 'etagHashesGitHash') ? release : '';
  for (const url of deviceUrls(release)) {
    const [file, type, gzip] = DEVICE_URLS[url] ?? ['', '', false];
    const body = readFileSync(join(dir, file));
    const etag = `"${createHash('md5').update(body).update(gitHash).digest('hex')}"`;
    files.set(url, { body, type, gzip, etag });
  }
  return files;
}

export interface DeviceServer {
  url: string;
  /** Serves another build from now on (a firmware update with a new web app). */
  load(dir: string): void;
  stop(): Promise<void>;
}

/** `release`: the firmware whose web server this is (its API comes from the emulator at `apiUrl`). */
export async function startDeviceServer(
  buildDir: string,
  apiUrl: string,
  release: FirmwareRelease = 'v24.10.6',
): Promise<DeviceServer> {
  let files = embed(buildDir, release);
  const api = new URL(apiUrl);

  function sendFile(request: IncomingMessage, response: ServerResponse): void {
    const path = (request.url ?? '/').split('?', 1)[0] ?? '/';
    const file = files.get(path === '/' ? '/index.html' : path) ?? files.get('/index.html');
    if (file === undefined) throw new Error('index.html is not embedded');
    response.setHeader('ETag', file.etag);
    response.setHeader('Cache-Control', 'public, must-revalidate');
    if (request.headers['if-none-match'] === file.etag) {
      response.writeHead(304).end();
      return;
    }
    response.setHeader('Content-Type', file.type);
    if (file.gzip) response.setHeader('Content-Encoding', 'gzip');
    response.writeHead(200).end(request.method === 'HEAD' ? undefined : file.body);
  }

  function forward(request: IncomingMessage, response: ServerResponse): void {
    const upstream = httpRequest(
      {
        host: api.hostname,
        port: api.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.destroy();
    });
    request.pipe(upstream);
  }

  const server = createServer((request, response) => {
    if (FORWARDED.test(request.url ?? '')) forward(request, response);
    else sendFile(request, response);
  });
  // Websockets: the upgrade request goes to the emulator as it came, then bytes flow both ways.
  const tunnels = new Set<Socket>();
  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    tunnels.add(socket);
    socket.once('close', () => tunnels.delete(socket));
    const upstream = connect(Number(api.port), api.hostname, () => {
      const lines = [`${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        lines.push(`${request.rawHeaders[i] ?? ''}: ${request.rawHeaders[i + 1] ?? ''}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/`,
    load(dir) {
      files = embed(dir, release);
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        for (const socket of tunnels) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
