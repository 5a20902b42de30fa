import { GATEWAY_NAME_MAX, type GatewayNameRequest } from '../api/companion.ts';
import { isString, type Fields } from './arduinoJson.ts';
import { defineBody } from './validate.ts';

/** Control characters (C0, DEL, C1): never part of a name shown on a card or in a metrics label. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** Length in code points (an emoji counts once). */
function length(text: string): number {
  return Array.from(text).length;
}

/**
 * POST /api/x/gateways/name (companion-api §3, issue 30): `name` a string of at most
 * GATEWAY_NAME_MAX characters without control characters, kept trimmed ("" goes back to the host
 * name). The companion answers any failure with 90001. Reached through `requestSchemas.gatewayNameSave`
 * (not exported alone: its two `validation.gatewayName*` keys are not in VALIDATION_MESSAGES until the web
 * app translates them for an inline message).
 */
export const gatewayNameSchema = defineBody<GatewayNameRequest>({
  types: [{ field: 'name', ok: (f: Fields) => isString(f.name) }],
  read: (f) => ({ name: (f.name as string).trim() }),
  rules: [
    {
      field: 'name',
      message: 'validation.gatewayNameLength',
      param: { max: GATEWAY_NAME_MAX },
      fails: (v) => length(v.name) > GATEWAY_NAME_MAX,
    },
    {
      field: 'name',
      message: 'validation.gatewayNameCharacters',
      fails: (v) => hasControl(v.name),
    },
  ],
});
