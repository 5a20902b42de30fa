import type { Md5Reply, Md5Request } from './md5Messages.ts';
// A `?worker` import: its own file in the normal build, inlined into the one script of the device
// build (the firmware serves no other files).
import Md5Worker from './md5.worker.ts?worker';

/**
 * The MD5 of `file`, computed by a Web Worker (loaded only here, with the MD5 library), with progress
 * as a fraction. Rejects when the worker cannot start or fails; the worker ends either way.
 */
export function computeMd5(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Md5Worker();
    worker.addEventListener('message', (event: MessageEvent<Md5Reply>) => {
      const message = event.data;
      if (message.kind === 'progress') {
        onProgress(message.total === 0 ? 1 : message.done / message.total);
        return;
      }
      worker.terminate();
      if (message.kind === 'done') resolve(message.md5);
      else reject(new Error(message.message));
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The MD5 worker could not run'));
    });
    const request: Md5Request = { file };
    worker.postMessage(request);
  });
}
