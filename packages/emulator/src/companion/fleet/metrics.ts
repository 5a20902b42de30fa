/**
 * `GET /metrics` (companion-api §3): every gateway's `/api/prometheus/metrics` series with added
 * `gateway="<id>"` and `gateway_name="<name>"` labels, merged so each metric family appears once (one
 * HELP/TYPE, then the samples of every gateway), plus `dtu_web_gateway_up{gateway,gateway_name}`.
 * Gateways are asked in parallel, each within its own time limit; one known to be away is not asked at
 * all, so it never slows the scrape. A gateway the scraper's login does not open (issue 30) is not
 * asked either: it shows only as `dtu_web_gateway_locked{…} 1` (0 for the others).
 */
import { request } from 'undici';
import type { GatewayDispatcher } from '../forward/dispatcher.ts';
import type { DeviceTarget } from '../target.ts';

/** What the scrape needs of one gateway (GatewayLink has it). */
export interface MetricsSource {
  readonly id: string;
  readonly name: string;
  readonly online: boolean;
  readonly target: DeviceTarget;
  readonly dispatcher: GatewayDispatcher;
}

/** A scrape should answer well within Prometheus' default 10 s timeout. */
export const SCRAPE_LIMIT_MS = 4000;

interface Family {
  header: string[];
  samples: string[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

/** The labels naming a gateway, first on each of its samples. */
export function gatewayLabels(id: string, name: string): string {
  return `gateway="${escapeLabel(id)}",gateway_name="${escapeLabel(name)}"`;
}

/** A sample line with `label` (the gateway's labels) first; undefined for a line that is none. */
export function labelSample(line: string, label: string): { name: string; text: string } | undefined {
  const name = METRIC_NAME.exec(line)?.[0];
  if (name === undefined) return undefined;
  const rest = line.slice(name.length);
  if (rest.startsWith('{')) {
    const inner = rest.slice(1).trimStart();
    return { name, text: `${name}{${label}${inner.startsWith('}') ? '' : ','}${inner}` };
  }
  if (!/^[ \t]/.test(rest)) return undefined;
  return { name, text: `${name}{${label}}${rest}` };
}

/** The family a sample belongs to: histogram/summary suffixes fold into their family's name. */
function familyOf(name: string, families: Map<string, Family>): string {
  for (const suffix of ['_bucket', '_sum', '_count', '_total', '_created', '_info']) {
    if (name.endsWith(suffix)) {
      const base = name.slice(0, -suffix.length);
      if (families.has(base)) return base;
    }
  }
  return name;
}

/** Adds one gateway's exposition to `families` (first-seen order), relabelled. */
export function mergeExposition(families: Map<string, Family>, text: string, label: string): void {
  let current: string | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (line === '') continue;
    const header = /^#\s+(HELP|TYPE)\s+([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\s|$)/.exec(line);
    if (header !== null) {
      const name = header[2] ?? '';
      current = name;
      let family = families.get(name);
      if (family === undefined) {
        family = { header: [], samples: [] };
        families.set(name, family);
      }
      const kind = header[1] ?? '';
      if (!family.header.some((h) => h.startsWith(`# ${kind} `)))
        family.header.push(`# ${kind} ${line.replace(/^#\s+\S+\s+/, '')}`);
      continue;
    }
    if (line.startsWith('#')) continue;
    const sample = labelSample(line, label);
    if (sample === undefined) continue;
    const name =
      current !== undefined && sample.name.startsWith(current) ? current : familyOf(sample.name, families);
    let family = families.get(name);
    if (family === undefined) {
      family = { header: [], samples: [] };
      families.set(name, family);
    }
    family.samples.push(sample.text);
  }
}

/** Asked with the companion's own login, else with the scraper's (used for this request only). */
async function scrapeOne(
  source: MetricsSource,
  locked: boolean,
  asked: string | undefined,
): Promise<string | undefined> {
  if (!source.online || locked) return undefined;
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
  const authorization = source.target.authorization ?? asked;
  if (authorization !== undefined) headers.authorization = authorization;
  try {
    const answer = await request(`${source.target.origin}/api/prometheus/metrics`, {
      dispatcher: source.dispatcher.questions,
      headers,
      signal: AbortSignal.timeout(Math.min(SCRAPE_LIMIT_MS, source.dispatcher.timeouts.answerMs)),
    });
    const text = await answer.body.text();
    return answer.statusCode === 200 ? text : undefined;
  } catch {
    return undefined;
  }
}

/** The whole fleet's exposition; `locked[i]`: the scraper's login does not open `sources[i]`. */
export async function fleetMetrics(
  sources: readonly MetricsSource[],
  locked: readonly boolean[],
  authorization?: string,
): Promise<string> {
  const texts = await Promise.all(
    sources.map((source, i) => scrapeOne(source, locked[i] ?? true, authorization)),
  );
  const families = new Map<string, Family>();
  sources.forEach((source, i) => {
    const text = texts[i];
    if (text !== undefined) mergeExposition(families, text, gatewayLabels(source.id, source.name));
  });
  let out = '';
  for (const [, family] of families) {
    for (const line of family.header) out += line + '\n';
    for (const line of family.samples) out += line + '\n';
  }
  out += '# HELP dtu_web_gateway_up 1 when the companion reached the gateway and read its metrics, else 0\n';
  out += '# TYPE dtu_web_gateway_up gauge\n';
  sources.forEach((source, i) => {
    if (locked[i] === true) return;
    out += `dtu_web_gateway_up{${gatewayLabels(source.id, source.name)}} ${texts[i] === undefined ? '0' : '1'}\n`;
  });
  out +=
    '# HELP dtu_web_gateway_locked 1 when the login of this scrape does not open the gateway (no series of it)\n';
  out += '# TYPE dtu_web_gateway_locked gauge\n';
  sources.forEach((source, i) => {
    out += `dtu_web_gateway_locked{${gatewayLabels(source.id, source.name)}} ${locked[i] === true ? '1' : '0'}\n`;
  });
  return out;
}
