/**
 * TLS against a real Mosquitto: the broker's certificate is checked against the configured root CA and
 * the gateway logs in with its client certificate.
 */
import { ISRG_ROOT_X1_PEM } from '@dtu-web/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inverterConfig, SERIAL } from '../src/sim/testkit.ts';
import { removeDir, tempDir, waitFor } from './support/gateway.ts';
import { startMosquitto, type Broker } from './support/mosquitto.ts';
import { FAST, mqttConnected, startMqttGateway, type MqttTestGateway } from './support/mqttGateway.ts';
import { makeTlsFiles, type TlsFiles } from './support/tlsFiles.ts';

let dir: string;
let pki: TlsFiles;
let broker: Broker;
const gateways: MqttTestGateway[] = [];

beforeAll(async () => {
  dir = await tempDir('tls');
  pki = makeTlsFiles(dir);
  broker = await startMosquitto({
    tls: {
      caFile: pki.caFile,
      certFile: pki.serverCertFile,
      keyFile: pki.serverKeyFile,
      requireClientCert: true,
    },
  });
});

afterAll(async () => {
  for (const gw of gateways) await gw.close();
  await broker.dispose();
  await removeDir(dir);
});

function tlsConfig(rootCa: string): Record<string, unknown> {
  return {
    mqtt: {
      enabled: true,
      hostname: '127.0.0.1',
      port: broker.port,
      tls: {
        enabled: true,
        root_ca_cert: rootCa,
        certlogin: true,
        client_cert: pki.clientCertPem,
        client_key: pki.clientKeyPem,
      },
    },
  };
}

it('connects with the root CA and a client certificate', async () => {
  const gw = await startMqttGateway(tlsConfig(pki.caPem), [inverterConfig(SERIAL.hm1)]);
  gateways.push(gw);
  await waitFor(() => mqttConnected(gw.base), 5000, 'TLS connection');
  const status = (await (await fetch(`${gw.base}/api/mqtt/status`)).json()) as Record<string, string>;
  expect(status['mqtt_tls']).toBe(true);
  expect(status['mqtt_root_ca_cert_info']).toContain('dtu-web test CA');
  expect(status['mqtt_client_cert_info']).toContain('virtual-dtu');
});

it('refuses a broker whose certificate the root CA does not vouch for', async () => {
  const log: string[] = [];
  const gw = await startMqttGateway(tlsConfig(ISRG_ROOT_X1_PEM), [inverterConfig(SERIAL.hm1)], {
    ...FAST,
    log: (line) => log.push(line),
  });
  gateways.push(gw);
  await waitFor(() => log.some((line) => /certificate/i.test(line)), 5000, 'the certificate error');
  expect(await mqttConnected(gw.base)).toBe(false);
});
