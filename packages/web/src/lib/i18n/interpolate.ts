import type { TranslateParams } from './types.ts';

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: string, value: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(value);
}

/** Index just after the `}` closing the `{` at `open`, counting nested braces; -1 if unbalanced. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * The branch of `one {…} other {…}` (CLDR categories of Intl.PluralRules, or `=N` for an exact
 * number) that fits `value`, with `#` replaced by the number; `other` when no branch fits.
 */
function pluralBranch(options: string, value: number, locale: string): string | undefined {
  const branches = new Map<string, string>();
  let rest = options.trim();
  while (rest !== '') {
    const match = /^(=\d+|zero|one|two|few|many|other)\s*\{/.exec(rest);
    if (!match?.[1]) return undefined;
    const open = match[0].length - 1;
    const end = closing(rest, open);
    if (end < 0) return undefined;
    branches.set(match[1], rest.slice(open + 1, end - 1));
    rest = rest.slice(end).trim();
  }
  const chosen =
    branches.get(`=${value}`) ?? branches.get(pluralCategory(locale, value)) ?? branches.get('other');
  return chosen?.replaceAll('#', new Intl.NumberFormat(locale).format(value));
}

/**
 * Replaces `{name}` with `params.name`; an unknown or missing parameter keeps its placeholder visible.
 * Counted words use the ICU plural form `{count, plural, one {# new event} other {# new events}}`,
 * chosen with Intl.PluralRules of `locale` (French "1 nouvel événement", "2 nouveaux événements").
 */
export function interpolate(text: string, params?: TranslateParams, locale = 'en'): string {
  if (params === undefined) return text;
  let result = '';
  let at = 0;
  const plural = /\{(\w+),\s*plural,/g;
  for (let match = plural.exec(text); match; match = plural.exec(text)) {
    const end = closing(text, match.index);
    const value = params[match[1] ?? ''];
    if (end < 0 || typeof value !== 'number') continue;
    const branch = pluralBranch(text.slice(match.index + match[0].length, end - 1), value, locale);
    if (branch === undefined) continue;
    result += text.slice(at, match.index) + interpolate(branch, params, locale);
    at = end;
    plural.lastIndex = end;
  }
  result += text.slice(at);
  return result.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}
