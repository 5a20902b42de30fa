/**
 * A virtual DTU recording its history fast, for the kill -9 test: emulated time at 30× from a summer
 * morning, commits every 200 ms; prints `{"recorded":n,"committed":m}` every 50 ms. Run with tsx:
 * `historyChild.ts <dataDir>`.
 */
import { EmulatedClock } from '../../src/ntp/clock.ts';
import { startVirtualDtu } from '../../src/virtualDtu.ts';

const dataDir = process.argv[2];
if (dataDir === undefined) throw new Error('usage: historyChild.ts <dataDir>');
const { history } = await startVirtualDtu({
  host: '127.0.0.1',
  port: 0,
  dataDir,
  webRoot: dataDir,
  clock: new EmulatedClock({ start: Date.parse('2024-06-21T09:00:00+02:00'), scale: 30 }),
  history: { batchMs: 200 },
});
setInterval(() => {
  process.stdout.write(JSON.stringify(history?.stats()) + '\n');
}, 50);
