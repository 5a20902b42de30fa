import type { TranslateParams } from './types.ts';

/** Replaces `{name}` with `params.name`; an unknown or missing parameter keeps its placeholder visible. */
export function interpolate(text: string, params?: TranslateParams): string {
  if (params === undefined) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}
