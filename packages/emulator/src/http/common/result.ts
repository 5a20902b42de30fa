/**
 * The result envelope `{type, message, code, param?}` (device-api §0). Key order matters to strict
 * clients, so objects are built in that order. Messages are our own English; clients rely on type, code
 * and param only.
 */
import { RESPONSE_CODES, type ApiResult, type ResponseCode, type ResultParam } from '@dtu-web/protocol';
import type { FastifyReply } from 'fastify';

const MESSAGES: Readonly<Record<ResponseCode, string>> = {
  1001: 'Settings saved!',
  1002: 'No values found!',
  1003: 'Data too large!',
  1004: 'Failed to parse data!',
  1005: 'Values are missing!',
  1006: 'Failed to save settings!',
  1007: 'Internal server error!',
  2001: 'Serial cannot be zero!',
  2002: 'Poll interval must be greater than zero!',
  2003: 'Invalid power level setting!',
  2004: 'Invalid CMT frequency setting!',
  2005: 'Invalid country setting!',
  3001: 'Configuration not deleted!',
  3002: 'Configuration deleted. Restarting now...',
  3003: 'File deleted',
  4001: 'Serial must be a number greater than zero!',
  4002: 'Name must be between 1 and 31 characters long!',
  4003: 'Only 10 inverters are supported!',
  4004: 'Inverter created!',
  4005: 'Invalid inverter id!',
  4006: 'Invalid number of channels!',
  4007: 'Inverter changed!',
  4008: 'Inverter deleted!',
  4009: 'Inverter order saved!',
  4010: 'Radio statistics reset!',
  5001: 'Serial cannot be zero!',
  5002: 'Limit must be between 1 and 2250!',
  5003: 'Invalid limit type!',
  5004: 'Invalid inverter specified!',
  6001: 'Reboot triggered!',
  6002: 'Reboot cancelled!',
  7001: 'MQTT server must be between 1 and 128 characters long!',
  7002: 'Username must not be longer than 64 characters!',
  7003: 'Password must not be longer than 64 characters!',
  7004: 'Topic must not be longer than 32 characters!',
  7005: 'Topic must not contain space characters!',
  7006: 'Topic must end with a slash (/)!',
  7007: 'Port must be a number between 1 and 65535!',
  7008: 'Certificates must not be longer than 2560 characters!',
  7009: 'LWT topic must not be longer than 32 characters!',
  7010: 'LWT topic must not contain space characters!',
  7011: 'LWT online value must not be longer than 20 characters!',
  7012: 'LWT offline value must not be longer than 20 characters!',
  7013: 'Publish interval must be a number between 5 and 65535!',
  7014: 'Home Assistant topic must not be longer than 32 characters!',
  7015: 'Home Assistant topic must not contain space characters!',
  7016: 'LWT QoS must not be greater than 2!',
  7017: 'Client ID must not be longer than 64 characters!',
  7018: 'Hass topic must end with a slash (/)!',
  8001: 'IP address is invalid!',
  8002: 'Netmask is invalid!',
  8003: 'Gateway is invalid!',
  8004: 'DNS server 1 IP address is invalid!',
  8005: 'DNS server 2 IP address is invalid!',
  8006: 'Administrative AccessPoint timeout value is invalid!',
  8007: 'Syslog server must be between 1 and 128 characters long!',
  8008: 'Port must be a number between 1 and 65535!',
  9001: 'NTP server must be between 1 and 31 characters long!',
  9002: 'Timezone must be between 1 and 50 characters long!',
  9003: 'Timezone description must be between 1 and 50 characters long!',
  9004: 'Year must be a number between 2022 and 2100!',
  9005: 'Month must be a number between 1 and 12!',
  9006: 'Day must be a number between 1 and 31!',
  9007: 'Hour must be a number between 0 and 23!',
  9008: 'Minute must be a number between 0 and 59!',
  9009: 'Second must be a number between 0 and 59!',
  9010: 'Time updated!',
  10001: 'Password must be between 8 and 64 characters long!',
  10002: 'Authentication successful!',
  11001: 'Serial cannot be zero!',
  11002: 'Invalid inverter specified!',
  12001: 'Pin mapping name must be between 1 and 63 characters long!',
};

/** Our English text of a device code. */
export function codeMessage(code: ResponseCode): string {
  return MESSAGES[code];
}

/** A result for a device code; type and static param come from the protocol's code table. */
export function codeResult(code: ResponseCode, param?: ResultParam): ApiResult {
  const info = RESPONSE_CODES[code];
  const result: ApiResult = { type: info.type, message: MESSAGES[code], code };
  const effectiveParam = param ?? info.param;
  if (effectiveParam !== undefined) result.param = effectiveParam;
  return result;
}

/** Sends a result as the device does: HTTP 200 (1007 excepted), `application/json`. */
export function sendResult(reply: FastifyReply, result: ApiResult): FastifyReply {
  return sendJson(reply, result, result.code === 1007 ? 500 : 200);
}

/** JSON with the device's bare content type (a Buffer, so Fastify does not append a charset). */
export function sendJson(reply: FastifyReply, body: unknown, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'application/json')
    .send(Buffer.from(JSON.stringify(body), 'utf8'));
}
