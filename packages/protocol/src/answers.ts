/**
 * The least an answer must hold before a client may read it as the endpoint's answer: the keys every
 * release sends (firmware-versions.md) and where a release changed the shape. A file list read in the
 * old config-list shape, a page of the wrong endpoint or a cut-off object would otherwise show as an
 * empty list or a blank screen: a success that did not happen. Optional fields are not named here.
 */
import { endpoints } from './endpoints.ts';

/**
 * A value's kind; an object literal names required keys, a one-element array is "an array of",
 * `{ each: … }` is an object whose every value has that kind (a map by serial or zone name).
 */
export type AnswerShape = 'string' | 'number' | 'boolean' | 'object' | 'array' | ArrayOf | MapOf | KeysOf;

const named = { name: 'string' } as const;

/** By path (without the query). */
export const answerShapes: Readonly<Record<string, AnswerShape>> = {
  [endpoints.systemStatus.path]: { keys: { git_hash: 'string', uptime: 'number', hostname: 'string' } },
  [endpoints.livedataStatus.path]: { keys: { inverters: ['object'] } },
  [endpoints.inverterList.path]: { keys: { inverter: ['object'] } },
  [endpoints.limitStatus.path]: { each: 'object' },
  [endpoints.powerStatus.path]: { each: 'object' },
  [endpoints.configList.path]: { keys: { configs: [{ keys: named }] } },
  [endpoints.fileList.path]: [{ keys: { name: 'string', size: 'number' } }],
  [endpoints.ntpZones.path]: { each: 'string' },
  [endpoints.i18nLanguages.path]: [{ keys: { code: 'string', name: 'string' } }],
  [endpoints.loggingConfig.path]: {
    keys: {
      loglevel: { keys: { default: 'number', modules: [{ keys: { name: 'string', level: 'number' } }] } },
    },
  },
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type ArrayOf = readonly [AnswerShape];
type MapOf = { readonly each: AnswerShape };
type KeysOf = { readonly keys: { readonly [key: string]: AnswerShape } };

const isArrayOf = (shape: AnswerShape): shape is ArrayOf => Array.isArray(shape);
const isMapOf = (shape: AnswerShape): shape is MapOf => typeof shape === 'object' && 'each' in shape;

/** Whether `value` has `shape` (extra keys are fine: newer releases add fields). */
export function fitsShape(value: unknown, shape: AnswerShape): boolean {
  if (typeof shape === 'string') {
    if (shape === 'array') return Array.isArray(value);
    if (shape === 'object') return isObject(value);
    return typeof value === shape;
  }
  if (isArrayOf(shape)) return Array.isArray(value) && value.every((element) => fitsShape(element, shape[0]));
  if (!isObject(value)) return false;
  if (isMapOf(shape)) return Object.values(value).every((element) => fitsShape(element, shape.each));
  return Object.entries(shape.keys).every(([key, kind]) => fitsShape(value[key], kind));
}

/** Whether an answer to `path` (a query is ignored) holds what that endpoint's answer must. */
export function answerFits(path: string, value: unknown): boolean {
  const shape = answerShapes[path.split('?')[0] ?? path];
  return shape === undefined || fitsShape(value, shape);
}
