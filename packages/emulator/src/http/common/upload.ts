/**
 * Reads the first file of a multipart upload into memory (the field name does not matter, as on the
 * device), draining everything else. Size-limited; broken or non-multipart bodies yield no file.
 */
import type { FastifyRequest } from 'fastify';

export interface UploadedFile {
  content?: Buffer;
  error?: 'too-large' | 'malformed';
}

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
