import type { ApiResult } from '../api/index.ts';

/**
 * A settings form's state as one value: what loads together (the device's values, the edited copy,
 * what was touched) and what a save changes together (saving, its answer, the next load) change in one
 * step, so no render ever sees half of a change.
 */
export interface FormState<T> {
  /** What the device has (as the form's value); undefined until the first load answered. */
  saved: T | undefined;
  /** The edited value. */
  value: T | undefined;
  /** Top-level fields the user changed: their failing rules are shown. */
  touched: ReadonlySet<string>;
  /** Inputs whose text cannot become a value yet, with their message. */
  textErrors: Readonly<Record<string, string>>;
  /** A save was tried: every failing rule is shown. */
  attempted: boolean;
  loadFailure: ApiResult | null;
  saving: boolean;
  result: ApiResult | null;
  /** Counts load requests; `answered` is the last one answered (a newer request: a load is under way). */
  loadRequest: number;
  answered: number;
  /** Counts saves refused for invalid input: the page then focuses its first invalid control. */
  focusRequest: number;
}

export type FormAction<T> =
  | { kind: 'loaded'; request: number; saved: T; value: T }
  | { kind: 'loadFailed'; request: number; failure: ApiResult }
  | { kind: 'edit'; change: (current: T) => T }
  | { kind: 'textError'; field: string; message: string | undefined }
  | { kind: 'attempt'; valid: boolean }
  | { kind: 'saveStart' }
  | { kind: 'saveEnd'; result: ApiResult; accepted: boolean }
  | { kind: 'reload' }
  | { kind: 'clearResult' };

export const initialState: FormState<never> = {
  saved: undefined,
  value: undefined,
  touched: new Set(),
  textErrors: {},
  attempted: false,
  loadFailure: null,
  saving: false,
  result: null,
  loadRequest: 0,
  answered: -1,
  focusRequest: 0,
};

/** The top-level keys whose values differ (compared as JSON, as the device would see them). */
export function changedKeys<T>(before: T, after: T): string[] {
  if (typeof before !== 'object' || before === null || typeof after !== 'object' || after === null) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter(
    (key) =>
      JSON.stringify((before as Record<string, unknown>)[key]) !==
      JSON.stringify((after as Record<string, unknown>)[key]),
  );
}

function withTextError(
  before: Readonly<Record<string, string>>,
  field: string,
  message: string | undefined,
): Readonly<Record<string, string>> {
  if (before[field] === message) return before;
  const others = Object.fromEntries(Object.entries(before).filter(([key]) => key !== field));
  return message === undefined ? others : { ...others, [field]: message };
}

export function formReducer<T>(state: FormState<T>, action: FormAction<T>): FormState<T> {
  switch (action.kind) {
    case 'loaded':
      return {
        ...state,
        saved: action.saved,
        value: action.value,
        // A draft brought back after a login counts as edited.
        touched: new Set(changedKeys(action.saved, action.value)),
        textErrors: {},
        attempted: false,
        loadFailure: null,
        answered: action.request,
      };
    case 'loadFailed':
      return { ...state, loadFailure: action.failure, answered: action.request };
    case 'edit': {
      if (state.value === undefined) return state;
      const next = action.change(state.value);
      const keys = changedKeys(state.value, next);
      return keys.length === 0
        ? { ...state, value: next }
        : { ...state, value: next, touched: new Set([...state.touched, ...keys]) };
    }
    case 'textError': {
      const textErrors = withTextError(state.textErrors, action.field, action.message);
      return textErrors === state.textErrors ? state : { ...state, textErrors };
    }
    case 'attempt':
      return {
        ...state,
        attempted: true,
        focusRequest: action.valid ? state.focusRequest : state.focusRequest + 1,
      };
    case 'saveStart':
      return { ...state, saving: true };
    case 'saveEnd':
      return {
        ...state,
        saving: false,
        result: action.result,
        // An accepted save reads the device's values again (the form starts from what it now has).
        loadRequest: action.accepted ? state.loadRequest + 1 : state.loadRequest,
      };
    case 'reload':
      return { ...state, result: null, loadRequest: state.loadRequest + 1 };
    case 'clearResult':
      return state.result === null ? state : { ...state, result: null };
  }
}
