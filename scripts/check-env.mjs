// Fails early, with the exact install command, when a system tool the tests drive is missing.
import { existsSync } from 'node:fs';

const tools = [
  { name: 'Chromium', path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium' },
  { name: 'Mosquitto', path: process.env.MOSQUITTO_PATH ?? '/usr/sbin/mosquitto', pkg: 'mosquitto' },
];
const missing = tools.filter((tool) => !existsSync(tool.path));
if (missing.length > 0) {
  for (const tool of missing) console.error(`${tool.name} not found at ${tool.path}.`);
  console.error(`Install with: apt-get install -y ${missing.map((tool) => tool.pkg).join(' ')}`);
  console.error('(or run `bash .ci/run`, which installs them and then runs the tests)');
  process.exit(1);
}
