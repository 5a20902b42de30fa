/**
 * File uploads (restore, firmware): reading the first file of a multipart body, and the plain-text
 * answers the device gives to uploads instead of the JSON result envelope.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';

export interface UploadedFile {
  content?: Buffer;
  error?: 'too-large' | 'malformed';
}

/** Room for the multipart framing (boundaries, part headers, small fields) around the file itself. */
export const MULTIPART_OVERHEAD = 16 * 1024;

/**
 * The request announces a body larger than a file of `fileLimit` bytes plus its framing: it can be
 * refused before a byte of it is read (the answer then closes the connection).
 */
export function announcedTooLarge(request: FastifyRequest, fileLimit: number): boolean {
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length > fileLimit + MULTIPART_OVERHEAD;
}

/**
 * Reads the first file of a multipart upload into memory (the field name does not matter, as on the
 * device), draining everything else. At most `limit` bytes are kept: a larger file stops the reading at
 * once (the rest of the body is never read; the answer closes the connection). Broken or non-multipart
 * bodies yield no file.
 */
export async function readFirstFile(request: FastifyRequest, limit: number): Promise<UploadedFile> {
  if (!request.isMultipart()) return {};
  let content: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit + 1 } })) {
      if (part.type !== 'file') continue;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        if (content !== undefined) continue;
        size += (chunk as Buffer).length;
        if (size > limit || part.file.truncated) return { error: 'too-large' };
        chunks.push(chunk as Buffer);
      }
      content ??= Buffer.concat(chunks);
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { error: 'too-large' };
    await drainBody(request.raw);
    return { error: 'malformed' };
  }
  return content === undefined ? {} : { content };
}

/** The most of a body the gateway reads and throws away to keep a connection usable (see drainBody). */
export const DRAIN_LIMIT = 1024 * 1024;
/** A body whose rest stops coming for this long is given up (the answer then closes the connection). */
const DRAIN_IDLE_MS = 500;

/**
 * Reads and discards what is left of a body nobody can parse (multipart without a boundary, another
 * multipart type, any other content type), so the answer comes after the whole body and the keep-alive
 * connection stays usable for the next request, as on the device. A rest beyond `limit` bytes, or one
 * that stops coming, is left unread: the answer then closes the connection.
 */
export function drainBody(body: Readable, limit: number = DRAIN_LIMIT): Promise<void> {
  if (body.readableEnded || body.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const idle = setTimeout(finish, DRAIN_IDLE_MS);
    function finish(): void {
      clearTimeout(idle);
      body.off('data', onData);
      body.off('end', finish);
      body.off('close', finish);
      body.off('error', finish);
      body.pause();
      resolve();
    }
    function onData(chunk: Buffer): void {
      seen += chunk.length;
      if (seen > limit) finish();
      else idle.refresh();
    }
    body.on('data', onData);
    body.once('end', finish);
    body.once('close', finish);
    body.once('error', finish);
    body.resume();
  });
}

export function sendText(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).type('text/plain').send(body);
}

/** A good upload: "OK" with the connection closed, as the device answers right before it reboots. */
export function sendUploadOk(reply: FastifyReply): FastifyReply {
  return reply
    .header('connection', 'close')
    .header('access-control-allow-origin', '*')
    .type('text/plain')
    .send('OK');
}
