/**
 * What the client checks in every answer before it calls it a success: HTML where data was due is the
 * gateway's web page (its answer to any path it has no handler for, with 200); JSON must say so in its
 * `Content-Type` and be of the kind asked for; a save's answer is an ApiResult with a `type`.
 */
import type { Breach } from './errors.ts';

export type Explain = (breach: Breach) => string;

/** Plain English, for clients without the app's strings (tests, tools). */
export const explainInEnglish: Explain = ({ kind, path, firmware }) => {
  const gateway = firmware === undefined ? 'This gateway' : `This gateway (${firmware})`;
  switch (kind) {
    case 'absent':
      return `${gateway} has no ${path}; nothing was sent.`;
    case 'page':
      return `The gateway answered ${path} with a web page instead of data; nothing was done.`;
    case 'shape':
      return `The gateway's answer to ${path} is not what this app expects.`;
    case 'unconfirmed':
      return `The gateway did not confirm ${path} with its "OK".`;
  }
};

export function isJsonType(contentType: string | null): boolean {
  return contentType !== null && /^application\/json\b/i.test(contentType.trim());
}

export function isHtmlType(contentType: string | null): boolean {
  return contentType !== null && /^text\/html\b/i.test(contentType.trim());
}

/** A text that is an HTML document rather than the device's short plain-text answer. */
export function looksLikeHtml(text: string): boolean {
  return /^\s*<(!doctype|html|head|body)\b/i.test(text);
}

const RESULT_TYPES: readonly unknown[] = ['success', 'warning', 'danger'];

/** `{ type: 'success' | 'warning' | 'danger', … }`: every device save answers one. */
export function isApiResult(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'type' in value && RESULT_TYPES.includes(value.type);
}

/** A JSON object or array, as every typed GET answers. */
export function isJsonValue(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}
