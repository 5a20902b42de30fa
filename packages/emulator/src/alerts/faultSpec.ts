/** `--fault <serial>:<fault>[:<string>]` (repeatable): an inverter broken from the start. */
import { SIM_FAULTS, type SimFault } from '@dtu-web/protocol';
import type { FaultSpec } from './simAlerts.ts';

export function parseFaultSpec(text: string): FaultSpec {
  const [serial = '', fault = '', string] = text.split(':');
  if (!/^[0-9a-fA-F]{1,16}$/.test(serial)) {
    throw new Error(`--fault needs <serial>:<fault>, e.g. 116180123456:unreachable; got "${text}"`);
  }
  if (!(SIM_FAULTS as readonly string[]).includes(fault)) {
    throw new Error(`--fault ${serial}: the fault must be one of ${SIM_FAULTS.join(', ')}; got "${fault}"`);
  }
  if (string !== undefined && !/^[1-9]$/.test(string)) {
    throw new Error(`--fault ${serial}:${fault}: the string must be a number from 1 to 9; got "${string}"`);
  }
  return {
    serial: serial.toLowerCase(),
    fault: fault as SimFault,
    ...(string === undefined ? {} : { string: Number(string) }),
  };
}
