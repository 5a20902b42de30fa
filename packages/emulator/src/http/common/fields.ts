/**
 * One table per settings area binds each wire field (the JSON of GET …/config and of its POST) to its
 * place in config.json, so a field is mapped once for both directions.
 */

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Dotted paths into `T` whose value has exactly type `V` (objects nested up to three levels). */
export type PathTo<T, V, Depth extends unknown[] = []> = Depth['length'] extends 3
  ? never
  : {
      [K in keyof T & string]: Same<T[K], V> extends true
        ? K
        : T[K] extends readonly unknown[]
          ? never
          : T[K] extends object
            ? `${K}.${PathTo<T[K], V, [...Depth, unknown]>}`
            : never;
    }[keyof T & string];

/** Wire field → its path in the config. */
export type FieldTable<Wire, Config> = {
  readonly [K in keyof Wire]-?: PathTo<Config, Exclude<Wire[K], undefined>>;
};

function walk(root: unknown, path: string): { parent: Record<string, unknown>; key: string } {
  const keys = path.split('.');
  const key = keys.pop() ?? '';
  let parent = root as Record<string, unknown>;
  for (const step of keys) parent = parent[step] as Record<string, unknown>;
  return { parent, key };
}

/** The wire fields read from the config (GET), in the table's order (the device's). */
export function toWire<Wire, Config>(table: FieldTable<Wire, Config>, config: Config): Wire {
  const wire: Record<string, unknown> = {};
  for (const [field, path] of Object.entries<string>(table)) {
    const { parent, key } = walk(config, path);
    wire[field] = parent[key];
  }
  return wire as Wire;
}

/** Writes checked wire fields into a draft of the config (POST). */
export function fromWire<Wire, Config>(table: FieldTable<Wire, Config>, draft: Config, value: Wire): void {
  const fields = value as Record<string, unknown>;
  for (const [field, path] of Object.entries<string>(table)) {
    const { parent, key } = walk(draft, path);
    parent[key] = fields[field];
  }
}
