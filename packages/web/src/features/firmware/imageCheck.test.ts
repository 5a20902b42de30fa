// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentProblem, imageProblem, nameProblem } from './imageCheck.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47];

describe('firmware image check', () => {
  it('takes .bin and .bin.gz names only', () => {
    expect(nameProblem('firmware.bin')).toBeUndefined();
    expect(nameProblem('OpenDTU.BIN.GZ')).toBeUndefined();
    expect(nameProblem('photo.png')).toBe('firmware.WrongFile');
    expect(nameProblem('firmware.bin.zip')).toBe('firmware.WrongFile');
  });

  it('wants the ESP image magic 0xE9 at the start of a .bin', () => {
    expect(contentProblem('firmware.bin', new Uint8Array([0xe9, 0x06]))).toBeUndefined();
    expect(contentProblem('photo.bin', new Uint8Array(PNG))).toBe('firmware.NotFirmware');
    expect(contentProblem('empty.bin', new Uint8Array())).toBe('firmware.NotFirmware');
  });

  it('wants the gzip magic at the start of a .bin.gz', () => {
    expect(contentProblem('firmware.bin.gz', new Uint8Array([0x1f, 0x8b, 8]))).toBeUndefined();
    // An uncompressed image named .gz is not what it says.
    expect(contentProblem('firmware.bin.gz', new Uint8Array([0xe9, 0x06]))).toBe('firmware.NotFirmware');
  });

  it('reads only the first bytes of the file', async () => {
    expect(await imageProblem(new File([new Uint8Array(PNG)], 'photo.bin'))).toBe('firmware.NotFirmware');
    expect(await imageProblem(new File([new Uint8Array([0xe9, 1, 2])], 'fw.bin'))).toBeUndefined();
    expect(await imageProblem(new File(['x'], 'notes.txt'))).toBe('firmware.WrongFile');
  });
});
