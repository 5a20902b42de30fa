/** Compact columns: per-string values packed into little-endian BLOBs (a sample is ~80 bytes on disk). */

/** Powers as float32, read back rounded to 0.1 W (the wire's digits). */
export function packPowers(values: readonly number[]): Buffer {
  const buf = Buffer.allocUnsafe(values.length * 4);
  values.forEach((v, i) => buf.writeFloatLE(Number.isFinite(v) ? v : 0, i * 4));
  return buf;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

export function unpackPowers(buf: Buffer | Uint8Array): number[] {
  const n = buf.byteLength >> 2;
  const out = new Array<number>(n);
  if (LITTLE_ENDIAN && buf.byteOffset % 4 === 0) {
    // The common case: read the floats in place, no copy.
    const floats = new Float32Array(buf.buffer, buf.byteOffset, n);
    for (let i = 0; i < n; i++) out[i] = Math.round((floats[i] ?? 0) * 10) / 10;
    return out;
  }
  const view = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  for (let i = 0; i < n; i++) out[i] = Math.round(view.readFloatLE(i * 4) * 10) / 10;
  return out;
}

/** Whole watt-hours as uint32 pairs (day, total) per string. */
export function packYields(day: readonly number[], total: readonly number[]): Buffer {
  const n = Math.max(day.length, total.length);
  const buf = Buffer.allocUnsafe(n * 8);
  for (let i = 0; i < n; i++) {
    buf.writeUInt32LE(clampU32(day[i] ?? 0), i * 8);
    buf.writeUInt32LE(clampU32(total[i] ?? 0), i * 8 + 4);
  }
  return buf;
}

export function unpackYields(buf: Buffer | Uint8Array | null): { day: number[]; total: number[] } {
  const day: number[] = [];
  const total: number[] = [];
  if (buf === null) return { day, total };
  const view = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  for (let i = 0; i + 8 <= view.length; i += 8) {
    day.push(view.readUInt32LE(i));
    total.push(view.readUInt32LE(i + 4));
  }
  return { day, total };
}

function clampU32(v: number): number {
  return Number.isFinite(v) ? Math.min(0xffffffff, Math.max(0, Math.round(v))) : 0;
}
