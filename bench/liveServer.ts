// A bench-only gateway on loopback: serves the built web app and the live-data GETs, and pushes
// synthetic /livedata websocket frames when the bench says so (deterministic rate, no simulation).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { frameJson, statusJson } from './liveFrames.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** A server → client text frame (RFC 6455: FIN + opcode 1, unmasked, 16-bit length when needed). */
function textFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const length = payload.length;
  let header: Buffer;
  if (length < 126) {
    header = Buffer.from([0x81, length]);
  } else if (length < 65_536) {
    header = Buffer.alloc(4);
    header[0] = 0x81;
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header = Buffer.alloc(10);
    header[0] = 0x81;
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

export interface LiveBenchServer {
  url: string;
  /** Sends one frame (already JSON) to every connected client; returns how many got it. */
  push: (json: string) => number;
  clients: () => number;
  close: () => Promise<void>;
}

export interface LiveBenchServerOptions {
  /**
   * Serve every file gzipped, as the emulator and the companion do: the build's own `name.gz` beside
   * `name` when it unpacks to it, else gzip -9 (done once); a `name.gz` beside a missing `name` (the
   * firmware-ready build) is served as `name`.
   */
  gzip?: boolean;
  /** Sent to each websocket client as soon as it connects. */
  onConnect?: () => string;
}

function unpacksTo(packed: Buffer, content: Buffer): boolean {
  try {
    return gunzipSync(packed).equals(content);
  } catch {
    return false;
  }
}

/** Resolves a request path to a file of the build: `index.html` for routes, `.gz` for the device build. */
function fileFor(webRoot: string, pathname: string): { path: string; stored: 'plain' | 'gz' } {
  const candidates = [join(webRoot, normalize(pathname)), join(webRoot, 'index.html')];
  for (const file of candidates) {
    if (!file.startsWith(webRoot)) continue;
    if (existsSync(file) && !statSync(file).isDirectory()) return { path: file, stored: 'plain' };
    if (existsSync(`${file}.gz`)) return { path: file, stored: 'gz' };
  }
  throw new Error(`No index.html in ${webRoot}`);
}

export async function startLiveBenchServer(
  webRoot: string,
  options: LiveBenchServerOptions = {},
): Promise<LiveBenchServer> {
  const sockets = new Set<Socket>();
  const gzipped = new Map<string, Buffer>();
  const gzipOf = (path: string): Buffer => {
    let body = gzipped.get(path);
    if (body === undefined) {
      const content = readFileSync(path);
      // The served build's own packing beside the file, as the emulator and the companion send it
      // (packages/emulator/src/static/webAssets.ts): only when it unpacks to exactly the file.
      const packed = existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`) : undefined;
      body = packed !== undefined && unpacksTo(packed, content) ? packed : gzipSync(content, { level: 9 });
      gzipped.set(path, body);
    }
    return body;
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench');
    if (url.pathname === '/api/livedata/status') {
      const inv = url.searchParams.get('inv');
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(inv === null ? statusJson() : frameJson(0, Number(inv.slice(-2))));
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{}');
      return;
    }
    const file = fileFor(webRoot, url.pathname);
    const type = TYPES[extname(file.path)] ?? 'application/octet-stream';
    if (file.stored === 'gz' || options.gzip === true) {
      response.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'gzip' });
      response.end(file.stored === 'gz' ? readFileSync(`${file.path}.gz`) : gzipOf(file.path));
      return;
    }
    response.writeHead(200, { 'Content-Type': type });
    response.end(readFileSync(file.path));
  });
  server.on('upgrade', (request, socket: Socket) => {
    const key = request.headers['sec-websocket-key'];
    if (request.url !== '/livedata' || typeof key !== 'string') {
      socket.destroy();
      return;
    }
    const accept = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    sockets.add(socket);
    if (options.onConnect) socket.write(textFrame(options.onConnect()));
    // What the client sends ("ping") is ignored, like on the device.
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    push: (json) => {
      const frame = textFrame(json);
      for (const socket of sockets) socket.write(frame);
      return sockets.size;
    },
    clients: () => sockets.size,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}
