/// <reference lib="webworker" />
// The MD5 of a firmware file off the main thread (a 2 MB image would block the page for a moment).
import { md5OfFile } from './md5Chunks.ts';
import type { Md5Reply, Md5Request } from './md5Messages.ts';

function reply(message: Md5Reply): void {
  self.postMessage(message);
}

self.addEventListener('message', (event: MessageEvent<Md5Request>) => {
  md5OfFile(event.data.file, (done, total) => {
    reply({ kind: 'progress', done, total });
  })
    .then((md5) => {
      reply({ kind: 'done', md5 });
    })
    .catch((error: unknown) => {
      reply({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    });
});
