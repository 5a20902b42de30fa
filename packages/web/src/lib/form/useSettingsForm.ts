import { checkBodyAll, type BodySchema } from '@dtu-web/protocol';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api as defaultApi, ApiError, errorResult, type ApiClient, type ApiResult } from '../api/index.ts';
import { useI18n } from '../i18n/index.ts';
import { dropDraft, keepDraft, takeDraft } from './draft.ts';
import { fieldErrors } from './fieldErrors.ts';
import { useLatest } from '../hooks/useLatest.ts';

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

function changedKeys<T>(before: T, after: T): string[] {
  if (typeof before !== 'object' || before === null || typeof after !== 'object' || after === null) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter(
    (key) =>
      JSON.stringify((before as Record<string, unknown>)[key]) !==
      JSON.stringify((after as Record<string, unknown>)[key]),
  );
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

  const [saved, setSaved] = useState<T | undefined>(undefined);
  const [value, setValue] = useState<T | undefined>(undefined);
  // The load request last answered; a newer request means a load is under way.
  const [answered, setAnswered] = useState(-1);
  const [loadFailure, setLoadFailure] = useState<ApiResult | null>(null);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [textErrors, setTextErrors] = useState<Readonly<Record<string, string>>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const [loadRequest, setLoadRequest] = useState(0);

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
        setSaved(loaded);
        setValue(restored);
        setTouched(new Set(changedKeys(loaded, restored)));
        setTextErrors({});
        setAttempted(false);
        setLoadFailure(null);
        setAnswered(loadRequest);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoadFailure(errorResult(error));
        setAnswered(loadRequest);
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
    setValue((current) => {
      if (current === undefined) return current;
      const next = change(current);
      const keys = changedKeys(current, next);
      if (keys.length > 0) setTouched((before) => new Set([...before, ...keys]));
      return next;
    });
  }, []);

  const set = useCallback(
    <K extends keyof T>(key: K, field: T[K]) => {
      update((current) => ({ ...current, [key]: field }));
    },
    [update],
  );

  const setTextError = useCallback((field: string, message: string | undefined) => {
    setTextErrors((before) => {
      if (before[field] === message) return before;
      const others = Object.fromEntries(Object.entries(before).filter(([key]) => key !== field));
      return message === undefined ? others : { ...others, [field]: message };
    });
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
    setAttempted(true);
    if (!valid) {
      setFocusRequest((count) => count + 1);
      return false;
    }
    const { savePath, toBody, onSaved } = optionsRef.current;
    keepDraft(draftKey, value);
    setSaving(true);
    try {
      const answer = await client.post<ApiResult>(savePath ?? path, toBody ? toBody(value) : value);
      dropDraft(draftKey);
      setResult(answer);
      const accepted = answer.type === 'success';
      if (accepted) {
        setLoadRequest((count) => count + 1);
        onSaved?.(answer);
      }
      return accepted;
    } catch (failure) {
      // After a 401 the user is on the login; the draft brings their edits back to this screen.
      if (!(failure instanceof ApiError && failure.status === 401)) dropDraft(draftKey);
      setResult(errorResult(failure));
      return false;
    } finally {
      setSaving(false);
    }
  }, [client, path, draftKey, valid, value, optionsRef]);

  const reload = useCallback(() => {
    setResult(null);
    setLoadRequest((count) => count + 1);
  }, []);

  const clearResult = useCallback(() => {
    setResult(null);
  }, []);

  return {
    value,
    loading: answered !== loadRequest,
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
    focusRequest,
  };
}
