/**
 * JSON as the device's parser (ArduinoJson 7) reads it (device-api §0.1): standard JSON, plus strings
 * delimited by single quotes and object keys without quotes (letters, digits, `_`). Comments are refused,
 * as on the device (comment support is compiled out), and so is anything after the document.
 *
 * Escapes are JSON's (`\" \\ \/ \b \f \n \r \t \uXXXX`) plus `\'`, which ArduinoJson's table also has.
 * Nesting deeper than ArduinoJson's default limit (10) fails like any other parse error (1004). Numbers
 * follow JSON's grammar. With `bigints`, integers beyond 2^53 come back as `bigint` so a uint64 (the
 * DTU serial in config.json) keeps every digit; otherwise every number is a JS number.
 */

export const NESTING_LIMIT = 10;

export interface DeviceJsonOptions {
  /** Integers outside the safe range as bigint (default false). */
  bigints?: boolean;
  /** Deepest nesting of arrays and objects (default NESTING_LIMIT). */
  nestingLimit?: number;
}

export class DeviceJsonError extends Error {}

const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  "'": "'",
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?/y;
const BARE_KEY = /[A-Za-z0-9_]+/y;
const HEX4 = /^[0-9a-fA-F]{4}$/;

class Reader {
  private pos = 0;

  constructor(
    private readonly text: string,
    private readonly options: Required<DeviceJsonOptions>,
  ) {}

  document(): unknown {
    const value = this.value(this.options.nestingLimit);
    this.spaces();
    if (this.pos !== this.text.length) this.fail('unexpected text after the document');
    return value;
  }

  private fail(what: string): never {
    throw new DeviceJsonError(`${what} at position ${String(this.pos)}`);
  }

  private spaces(): void {
    while (this.pos < this.text.length && ' \t\r\n'.includes(this.text.charAt(this.pos))) this.pos++;
  }

  private value(depth: number): unknown {
    this.spaces();
    const ch = this.text.charAt(this.pos);
    if (ch === '{' || ch === '[') {
      if (depth === 0) this.fail('nesting too deep');
      return ch === '{' ? this.object(depth - 1) : this.array(depth - 1);
    }
    if (ch === '"' || ch === "'") return this.string();
    for (const [word, literal] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.text.startsWith(word, this.pos)) {
        this.pos += word.length;
        return literal;
      }
    }
    return this.number();
  }

  private number(): number | bigint {
    NUMBER.lastIndex = this.pos;
    const match = NUMBER.exec(this.text);
    if (match === null) this.fail('unexpected character');
    this.pos += match[0].length;
    const n = Number(match[0]);
    if (this.options.bigints && /^-?\d+$/.test(match[0]) && !Number.isSafeInteger(n)) return BigInt(match[0]);
    return n;
  }

  private string(): string {
    const quote = this.text.charAt(this.pos++);
    let out = '';
    for (;;) {
      if (this.pos >= this.text.length) this.fail('unterminated string');
      const ch = this.text.charAt(this.pos++);
      if (ch === quote) return out;
      if (ch !== '\\') {
        if (ch < ' ') this.fail('control character in a string');
        out += ch;
        continue;
      }
      const esc = this.text.charAt(this.pos++);
      if (esc === 'u') {
        const hex = this.text.slice(this.pos, this.pos + 4);
        if (!HEX4.test(hex)) this.fail('bad \\u escape');
        out += String.fromCharCode(parseInt(hex, 16));
        this.pos += 4;
        continue;
      }
      const replacement = ESCAPES[esc];
      if (replacement === undefined) this.fail('bad escape');
      out += replacement;
    }
  }

  private key(): string {
    const ch = this.text.charAt(this.pos);
    if (ch === '"' || ch === "'") return this.string();
    BARE_KEY.lastIndex = this.pos;
    const match = BARE_KEY.exec(this.text);
    if (match === null) this.fail('expected a key');
    this.pos += match[0].length;
    return match[0];
  }

  private expect(ch: string): void {
    this.spaces();
    if (this.text.charAt(this.pos) !== ch) this.fail(`expected "${ch}"`);
    this.pos++;
  }

  private object(depth: number): Record<string, unknown> {
    this.pos++;
    const out: Record<string, unknown> = {};
    this.spaces();
    if (this.text.charAt(this.pos) === '}') {
      this.pos++;
      return out;
    }
    for (;;) {
      this.spaces();
      const key = this.key();
      this.expect(':');
      // defineProperty: a "__proto__" key is data, never the prototype (as with JSON.parse).
      Object.defineProperty(out, key, {
        value: this.value(depth),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      this.spaces();
      const next = this.text.charAt(this.pos++);
      if (next === '}') return out;
      if (next !== ',') this.fail('expected "," or "}"');
    }
  }

  private array(depth: number): unknown[] {
    this.pos++;
    const out: unknown[] = [];
    this.spaces();
    if (this.text.charAt(this.pos) === ']') {
      this.pos++;
      return out;
    }
    for (;;) {
      out.push(this.value(depth));
      this.spaces();
      const next = this.text.charAt(this.pos++);
      if (next === ']') return out;
      if (next !== ',') this.fail('expected "," or "]"');
    }
  }
}

/** Parses like the device; throws DeviceJsonError for anything it refuses. */
export function parseDeviceJson(text: string, options: DeviceJsonOptions = {}): unknown {
  return new Reader(text, {
    bigints: options.bigints ?? false,
    nestingLimit: options.nestingLimit ?? NESTING_LIMIT,
  }).document();
}

/** The text without a leading UTF-8 byte-order mark (v24.11.7+ skips one in config files, §3.4). */
export function stripBom(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
