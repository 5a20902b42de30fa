import { checkBodyAll, type BodySchema } from '@dtu-web/protocol';
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { api as defaultApi, ApiError, errorResult, type ApiClient, type ApiResult } from '../api/index.ts';
import { useI18n } from '../i18n/index.ts';
import { dropDraft, keepDraft, takeDraft } from './draft.ts';
import { fieldErrors } from './fieldErrors.ts';
import { useLatest } from '../hooks/useLatest.ts';
import { formReducer, initialState } from './formState.ts';

export interface SettingsFormOptions<C, T> {
  /** GET path of the configuration; also where it is saved unless `savePath` says otherwise. */
  path: string;
  savePath?: string;
  /** The protocol schema of the body, checked on the form value with `side: 'client'`. */
  schema: BodySchema<unknown>;
  /** The form value for a loaded configuration (e.g. adds a repeat field); default: the config itself. */
  fromConfig?: (config: C) => T;
  /** The body sent as the `data` field; default: the form value itself. */
  toBody?: (value: T) => unknown;
  /** Called after the device accepted a save (e.g. to wait for a restart). */
  onSaved?: (result: ApiResult) => void;
  /** For tests; default: the app's client. */
  api?: Pick<ApiClient, 'get' | 'post'>;
  /**
   * Reads the configuration instead of GET `path`: for a form that starts from a list item or from
   * empty fields (it is called again after every accepted save, so such a form starts over).
   */
  load?: (signal: AbortSignal) => Promise<C>;
  /** Where the draft is kept across a login; default `path` (e.g. one key per list item). */
  draftKey?: string;
}

export interface SettingsForm<T> {
  /** The edited value; undefined until the first load answered. */
  value: T | undefined;
  loading: boolean;
  /** Why the configuration could not be read (shown instead of the form). */
  loadFailure: ApiResult | null;
  /** Something differs from what the device has. */
  dirty: boolean;
  saving: boolean;
  /** The device's answer to the last save, or why it could not be sent. */
  result: ApiResult | null;
  clearResult: () => void;
  set: <K extends keyof T>(key: K, value: T[K]) => void;
  update: (change: (value: T) => T) => void;
  /** The translated message of a failing rule, once the field was edited or a save was tried. */
  error: (field: string) => string | undefined;
  /** For inputs whose text cannot become a value yet (e.g. "1e" in a number field). */
  setTextError: (field: string, message: string | undefined) => void;
  /** No rule fails and every input can be read. */
  valid: boolean;
  /** Checks, then sends; resolves to whether the device accepted it. Nothing is sent while invalid. */
  save: () => Promise<boolean>;
  /** Reads the device's configuration again (the reload button and pull-to-refresh). */
  reload: () => void;
  /** Key of the draft kept while a save is under way (restored after a login). */
  draftKey: string;
  /** Counts saves refused for invalid input: the page then focuses its first invalid control. */
  focusRequest: number;
}

/** The top-level field of a dotted path ('channel.0.name' → 'channel'), which is what edits mark. */
function rootOf(field: string): string {
  const dot = field.indexOf('.');
  return dot === -1 ? field : field.slice(0, dot);
}

/**
 * One settings screen's life cycle: load, edit, check with the protocol schema (every failing rule at
 * once), save as the `data` field, show the device's answer, reload after a save. What the user typed
 * survives a failed save; a 401 keeps it as a draft that comes back after the login.
 */
export function useSettingsForm<C, T = C>(options: SettingsFormOptions<C, T>): SettingsForm<T> {
  const { t } = useI18n();
  const optionsRef = useLatest(options);
  const { path } = options;
  const draftKey = options.draftKey ?? path;
  const client = options.api ?? defaultApi;

  const [state, dispatch] = useReducer(formReducer<T>, initialState);
  const { value, saved, touched, textErrors, attempted, loadFailure, saving, result, loadRequest } = state;

  useEffect(() => {
    const controller = new AbortController();
    const { load } = optionsRef.current;
    (load ? load(controller.signal) : client.get<C>(path, controller.signal))
      .then((config) => {
        if (controller.signal.aborted) return;
        const { fromConfig } = optionsRef.current;
        const loaded = fromConfig ? fromConfig(config) : (config as unknown as T);
        const draft = takeDraft(draftKey);
        const restored = typeof draft === 'object' && draft !== null ? { ...loaded, ...draft } : loaded;
        dispatch({ kind: 'loaded', request: loadRequest, saved: loaded, value: restored });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch({ kind: 'loadFailed', request: loadRequest, failure: errorResult(error) });
      });
    return () => {
      controller.abort();
    };
  }, [client, path, draftKey, loadRequest, optionsRef]);

  const failures = useMemo(
    () => (value === undefined ? [] : checkBodyAll(options.schema, value, 'client')),
    [value, options.schema],
  );
  const ruleErrors = useMemo(() => fieldErrors(failures, t), [failures, t]);
  const valid = failures.length === 0 && Object.keys(textErrors).length === 0;
  const dirty = value !== undefined && JSON.stringify(value) !== JSON.stringify(saved);

  const update = useCallback((change: (current: T) => T) => {
    dispatch({ kind: 'edit', change });
  }, []);

  const set = useCallback(
    <K extends keyof T>(key: K, field: T[K]) => {
      update((current) => ({ ...current, [key]: field }));
    },
    [update],
  );

  const setTextError = useCallback((field: string, message: string | undefined) => {
    dispatch({ kind: 'textError', field, message });
  }, []);

  const error = useCallback(
    (field: string) => {
      const message = textErrors[field] ?? ruleErrors[field];
      if (message === undefined) return undefined;
      return attempted || touched.has(rootOf(field)) || field in textErrors ? message : undefined;
    },
    [textErrors, ruleErrors, attempted, touched],
  );

  const save = useCallback(async (): Promise<boolean> => {
    if (value === undefined) return false;
    dispatch({ kind: 'attempt', valid });
    if (!valid) return false;
    const { savePath, toBody, onSaved } = optionsRef.current;
    keepDraft(draftKey, value);
    dispatch({ kind: 'saveStart' });
    try {
      const answer = await client.post<ApiResult>(savePath ?? path, toBody ? toBody(value) : value);
      dropDraft(draftKey);
      const accepted = answer.type === 'success';
      dispatch({ kind: 'saveEnd', result: answer, accepted });
      if (accepted) onSaved?.(answer);
      return accepted;
    } catch (failure) {
      // After a 401 the user is on the login; the draft brings their edits back to this screen.
      if (!(failure instanceof ApiError && failure.status === 401)) dropDraft(draftKey);
      dispatch({ kind: 'saveEnd', result: errorResult(failure), accepted: false });
      return false;
    }
  }, [client, path, draftKey, valid, value, optionsRef]);

  const reload = useCallback(() => {
    dispatch({ kind: 'reload' });
  }, []);

  const clearResult = useCallback(() => {
    dispatch({ kind: 'clearResult' });
  }, []);

  return {
    value,
    loading: state.answered !== loadRequest,
    loadFailure,
    dirty,
    saving,
    result,
    clearResult,
    set,
    update,
    error,
    setTextError,
    valid,
    save,
    reload,
    draftKey,
    focusRequest: state.focusRequest,
  };
}
