/**
 * Whether a file can be a firmware image for this gateway, checked before anything is sent (the
 * gateway's own refusal, "OTA could not begin", says nothing a user can act on): an ESP32 application
 * image starts with the magic byte 0xE9 (device-api §1.15), a gzip-compressed one with 1F 8B.
 */
export type ImageProblem = 'firmware.WrongFile' | 'firmware.NotFirmware';

const ESP_IMAGE_MAGIC = 0xe9;
const GZIP_MAGIC = [0x1f, 0x8b] as const;

/** The file name must end in .bin or .bin.gz (the input's accept filter can be bypassed). */
export function nameProblem(name: string): ImageProblem | undefined {
  return /\.bin(\.gz)?$/i.test(name) ? undefined : 'firmware.WrongFile';
}

/** `head`: the file's first bytes (two are enough). */
export function contentProblem(name: string, head: Uint8Array): ImageProblem | undefined {
  const ok = /\.gz$/i.test(name)
    ? head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1]
    : head[0] === ESP_IMAGE_MAGIC;
  return ok ? undefined : 'firmware.NotFirmware';
}

export async function imageProblem(file: File): Promise<ImageProblem | undefined> {
  const named = nameProblem(file.name);
  if (named) return named;
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  return contentProblem(file.name, head);
}
