import {
  isBool,
  isInt,
  isNumber,
  isPlainObject,
  isString,
  type Fields,
  type IntType,
} from './arduinoJson.ts';
import type { TypeCheck } from './validate.ts';

/** Declarative 1005 type checks for top-level fields. */
export const t = {
  bool: (field: string): TypeCheck => ({ field, ok: (f: Fields) => isBool(f[field]) }),
  string: (field: string): TypeCheck => ({ field, ok: (f: Fields) => isString(f[field]) }),
  number: (field: string): TypeCheck => ({ field, ok: (f: Fields) => isNumber(f[field]) }),
  int: (field: string, type: IntType): TypeCheck => ({ field, ok: (f: Fields) => isInt(f[field], type) }),
  array: (field: string): TypeCheck => ({ field, ok: (f: Fields) => Array.isArray(f[field]) }),
  object: (field: string): TypeCheck => ({ field, ok: (f: Fields) => isPlainObject(f[field]) }),
};
