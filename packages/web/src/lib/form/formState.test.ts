// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formReducer, initialState, type FormState } from './formState.ts';

interface Ntp {
  server: string;
  interval: number;
}

const loaded = (saved: Ntp, value: Ntp = saved): FormState<Ntp> =>
  formReducer<Ntp>(initialState, { kind: 'loaded', request: 0, saved, value });

describe('a settings form’s state', () => {
  it('is loading until the first answer, then holds the device’s values', () => {
    expect(initialState.answered).not.toBe(initialState.loadRequest);
    const state = loaded({ server: 'pool.ntp.org', interval: 720 });
    expect(state.answered).toBe(state.loadRequest);
    expect(state.value).toEqual({ server: 'pool.ntp.org', interval: 720 });
    expect(state.touched.size).toBe(0);
  });

  it('counts a draft brought back after a login as edited', () => {
    const state = loaded({ server: 'a', interval: 720 }, { server: 'b', interval: 720 });
    expect([...state.touched]).toEqual(['server']);
  });

  it('marks only the fields an edit changed', () => {
    const state = formReducer(loaded({ server: 'a', interval: 720 }), {
      kind: 'edit',
      change: (value) => ({ ...value, interval: 60 }),
    });
    expect(state.value?.interval).toBe(60);
    expect([...state.touched]).toEqual(['interval']);
  });

  it('asks the page to focus the first invalid field only when a save is refused', () => {
    const start = loaded({ server: '', interval: 720 });
    const refused = formReducer(start, { kind: 'attempt', valid: false });
    expect(refused.attempted).toBe(true);
    expect(refused.focusRequest).toBe(start.focusRequest + 1);
    expect(formReducer(start, { kind: 'attempt', valid: true }).focusRequest).toBe(start.focusRequest);
  });

  it('reads the device again after an accepted save, not after a refused one', () => {
    const start = formReducer(loaded({ server: 'a', interval: 720 }), { kind: 'saveStart' });
    expect(start.saving).toBe(true);
    const success = { type: 'success' as const, message: 'Settings saved!', code: 1001 };
    const accepted = formReducer(start, { kind: 'saveEnd', result: success, accepted: true });
    expect(accepted.saving).toBe(false);
    expect(accepted.loadRequest).toBe(start.loadRequest + 1);
    const warning = { type: 'warning' as const, message: 'Value error!', code: 1002 };
    const refused = formReducer(start, { kind: 'saveEnd', result: warning, accepted: false });
    expect(refused.loadRequest).toBe(start.loadRequest);
    expect(refused.result).toBe(warning);
  });

  it('keeps one message per unreadable input and drops it when the text can be read', () => {
    const start = loaded({ server: 'a', interval: 720 });
    const typed = formReducer(start, { kind: 'textError', field: 'interval', message: 'Not a number' });
    expect(typed.textErrors).toEqual({ interval: 'Not a number' });
    expect(
      formReducer(typed, { kind: 'textError', field: 'interval', message: undefined }).textErrors,
    ).toEqual({});
  });
});
