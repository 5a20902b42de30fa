/**
 * File uploads (restore, firmware): reading the first file of a multipart body, and the plain-text
 * answers the device gives to uploads instead of the JSON result envelope.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface UploadedFile {
  content?: Buffer;
  error?: 'too-large' | 'malformed';
}

/**
 * Reads the first file of a multipart upload into memory (the field name does not matter, as on the
 * device), draining everything else. Size-limited; broken or non-multipart bodies yield no file.
 */
export async function readFirstFile(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) return {};
  let content: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) {
        if (content === undefined) chunks.push(chunk as Buffer);
      }
      if (part.file.truncated) return { error: 'too-large' };
      content ??= Buffer.concat(chunks);
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { error: code === 'FST_REQ_FILE_TOO_LARGE' ? 'too-large' : 'malformed' };
  }
  return content === undefined ? {} : { content };
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
