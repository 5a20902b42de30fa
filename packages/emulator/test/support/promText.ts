/**
 * A strict reader of the Prometheus text exposition format (version 0.0.4), for the tests: every line
 * must be a HELP, a TYPE, a comment or a well-formed sample; a family's TYPE comes once and before its
 * samples; a family's samples are not split by another family; no series repeats. Throws on the
 * first line that breaks a rule, naming it.
 */
export interface PromSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})?[ \\t]+(\\S+)(?:[ \\t]+-?\\d+)?$`);
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

function parseValue(text: string, line: number): number {
  if (text === 'NaN') return Number.NaN;
  if (text === '+Inf' || text === 'Inf') return Number.POSITIVE_INFINITY;
  if (text === '-Inf') return Number.NEGATIVE_INFINITY;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text))
    throw new Error(`line ${line}: bad value "${text}"`);
  return Number(text);
}

function parseLabels(text: string, line: number): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest !== '') {
    const match = LABEL.exec(rest);
    if (match === null) throw new Error(`line ${line}: bad labels "${text}"`);
    const [all, key = '', value = ''] = match;
    if (key in labels) throw new Error(`line ${line}: label ${key} twice`);
    labels[key] = value.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    rest = rest.slice(all.length);
  }
  return labels;
}

function familyOf(name: string, typed: Map<string, string>): string {
  for (const suffix of ['_bucket', '_sum', '_count']) {
    const base = name.slice(0, -suffix.length);
    if (name.endsWith(suffix) && ['histogram', 'summary'].includes(typed.get(base) ?? '')) return base;
  }
  return name;
}

export function parsePromText(text: string): PromSample[] {
  const samples: PromSample[] = [];
  const typed = new Map<string, string>();
  const helped = new Set<string>();
  const ended = new Set<string>();
  const series = new Set<string>();
  let current: string | undefined;
  const enter = (family: string, line: number): void => {
    if (family === current) return;
    if (ended.has(family)) throw new Error(`line ${line}: family ${family} is split`);
    if (current !== undefined) ended.add(current);
    current = family;
  };
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    if (raw === '') return;
    const meta = /^#[ \t]+(HELP|TYPE)[ \t]+(\S+)(?:[ \t]+(.*))?$/.exec(raw);
    if (meta !== null) {
      const [, kind, name = '', rest = ''] = meta;
      if (!new RegExp(`^${NAME}$`).test(name)) throw new Error(`line ${line}: bad metric name ${name}`);
      enter(name, line);
      if (kind === 'TYPE') {
        if (typed.has(name)) throw new Error(`line ${line}: second TYPE for ${name}`);
        if (samples.some((s) => familyOf(s.name, typed) === name))
          throw new Error(`line ${line}: TYPE after samples`);
        if (!TYPES.has(rest)) throw new Error(`line ${line}: unknown type ${rest}`);
        typed.set(name, rest);
      } else {
        if (helped.has(name)) throw new Error(`line ${line}: second HELP for ${name}`);
        helped.add(name);
      }
      return;
    }
    if (raw.startsWith('#')) return;
    const match = SAMPLE.exec(raw);
    if (match === null) throw new Error(`line ${line}: not a sample: ${raw}`);
    const [, name = '', labelText = '', value = ''] = match;
    enter(familyOf(name, typed), line);
    const labels = parseLabels(labelText, line);
    const key = `${name}{${Object.entries(labels)
      .sort()
      .map(([k, v]) => `${k}=${v}`)
      .join(',')}}`;
    if (series.has(key)) throw new Error(`line ${line}: series ${key} twice`);
    series.add(key);
    samples.push({ name, labels, value: parseValue(value, line) });
  });
  return samples;
}
