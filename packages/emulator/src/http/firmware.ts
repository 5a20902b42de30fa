/**
 * /api/firmware/update (device-api §1.15): a multipart upload with the `MD5` field before the image.
 * We check what the device's updater checks — MD5 given and 32 characters, ESP image magic 0xE9 as the
 * first byte, the image fits the OTA slot, the MD5 of the received bytes matches — and answer with the
 * device's texts. Nothing is flashed: a good image only records its size and reboots the gateway.
 */
import { endpoints } from '@dtu-web/protocol';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { defineArea } from '../context.ts';
import { CHIP } from '../device/chip.ts';
import { announcedTooLarge, drainBody, sendText, sendUploadOk } from './common/upload.ts';
import { uploadRoute } from './common/route.ts';

const ESP_IMAGE_MAGIC = 0xe9;

type Outcome =
  | { ok: true; size: number }
  | {
      ok: false;
      message:
        'MD5 parameter missing' | 'MD5 parameter invalid' | 'OTA could not begin' | 'Could not end OTA';
    };

/** The updater's complaint about the MD5 field (it must be given, 32 hex digits), if any. */
function md5Problem(md5: string | undefined): 'MD5 parameter missing' | 'MD5 parameter invalid' | undefined {
  if (md5 === undefined) return 'MD5 parameter missing';
  return md5.length === 32 ? undefined : 'MD5 parameter invalid';
}

async function receiveImage(request: FastifyRequest, md5: { value?: string }): Promise<Outcome | undefined> {
  let outcome: Outcome | undefined;
  for await (const part of request.parts({ limits: { fileSize: CHIP.sketch_total + 1 } })) {
    if (part.type === 'field') {
      if (part.fieldname === 'MD5' && md5.value === undefined) md5.value = String(part.value);
      continue;
    }
    if (outcome !== undefined) {
      for await (const _chunk of part.file) {
        // only the first file is an image; drain the rest
      }
      continue;
    }
    // The device reads MD5 when the first file chunk arrives, so a later MD5 field is too late.
    const expected = md5.value;
    const hash = createHash('md5');
    let size = 0;
    let magicOk = true;
    for await (const chunk of part.file) {
      const bytes = chunk as Buffer;
      if (size === 0 && bytes.length > 0 && bytes[0] !== ESP_IMAGE_MAGIC) magicOk = false;
      hash.update(bytes);
      size += bytes.length;
      // Larger than the OTA slot: stop reading at once (the answer closes the connection).
      if (size > CHIP.sketch_total) {
        return { ok: false, message: md5Problem(expected) ?? 'OTA could not begin' };
      }
    }
    const problem = md5Problem(expected);
    if (problem !== undefined) outcome = { ok: false, message: problem };
    else if (size === 0 || !magicOk || part.file.truncated || size > CHIP.sketch_total) {
      outcome = { ok: false, message: 'OTA could not begin' };
    } else if (hash.digest('hex') !== expected?.toLowerCase())
      outcome = { ok: false, message: 'Could not end OTA' };
    else outcome = { ok: true, size };
  }
  return outcome;
}

export const firmwareRoutes = defineArea((app, ctx) => {
  uploadRoute(app, endpoints.firmwareUpdate, async (request, reply) => {
    const md5: { value?: string } = {};
    let outcome: Outcome | undefined;
    if (announcedTooLarge(request, CHIP.sketch_total)) {
      // Cannot fit the OTA slot: refused before a byte is read, as the updater refuses to begin.
      return sendText(reply, 400, 'OTA could not begin');
    }
    if (request.isMultipart()) {
      try {
        outcome = await receiveImage(request, md5);
      } catch {
        // A cut-off, oversized or unparsable body: the image never completed.
        await drainBody(request.raw);
        outcome = {
          ok: false,
          message: md5.value === undefined ? 'MD5 parameter missing' : 'OTA could not begin',
        };
      }
    }
    if (outcome === undefined) {
      // No image at all: report the first thing the updater would have stumbled over.
      outcome = { ok: false, message: md5Problem(md5.value) ?? 'OTA could not begin' };
    }
    if (!outcome.ok) return sendText(reply, 400, outcome.message);
    ctx.firmwareSize = outcome.size;
    ctx.requestReboot();
    return sendUploadOk(reply);
  });
});
