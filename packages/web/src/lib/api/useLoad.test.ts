import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoad } from './useLoad.ts';

/** A load whose answers the test gives by hand, one per call. */
function manualLoad() {
  const answers: ((value: string) => void)[] = [];
  const signals: AbortSignal[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<string>((resolve) => {
      answers.push(resolve);
      signals.push(signal);
    });
  return { load, answers, signals };
}

describe('useLoad', () => {
  it('shows loading, then the answer', async () => {
    const { load, answers } = manualLoad();
    const { result } = renderHook(() => useLoad(load));
    expect(result.current.current.state).toBe('loading');
    act(() => answers[0]?.('first'));
    await waitFor(() => {
      expect(result.current.current).toMatchObject({ state: 'loaded', data: 'first' });
    });
  });

  it('drops the answer of a load the key replaced, keeping what is shown meanwhile', async () => {
    const { load, answers, signals } = manualLoad();
    const { result, rerender } = renderHook(({ key }) => useLoad(load, { key }), {
      initialProps: { key: 1 },
    });
    act(() => answers[0]?.('one'));
    await waitFor(() => {
      expect(result.current.current).toMatchObject({ data: 'one' });
    });
    rerender({ key: 2 });
    expect(result.current.current).toMatchObject({ state: 'loaded', data: 'one' });
    rerender({ key: 3 });
    expect(signals[1]?.aborted).toBe(true);
    act(() => answers[1]?.('two, too late'));
    act(() => answers[2]?.('three'));
    await waitFor(() => {
      expect(result.current.current).toMatchObject({ data: 'three' });
    });
  });

  it('shows loading again on reload and reports a failure with its message', async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useLoad(() => (++calls === 1 ? Promise.resolve('ok') : Promise.reject(new Error('gone')))),
    );
    await waitFor(() => {
      expect(result.current.current.state).toBe('loaded');
    });
    act(() => {
      result.current.reload();
    });
    expect(result.current.current.state).toBe('loading');
    await waitFor(() => {
      expect(result.current.current).toEqual({ state: 'failed', message: 'gone' });
    });
  });

  it('with clearOnKey shows loading for a new key, never the previous key’s answer', async () => {
    const { load, answers } = manualLoad();
    const { result, rerender } = renderHook(({ key }) => useLoad(load, { key, clearOnKey: true }), {
      initialProps: { key: 'June 20' },
    });
    act(() => answers[0]?.('curve of June 20'));
    await waitFor(() => {
      expect(result.current.current).toMatchObject({ data: 'curve of June 20' });
    });
    rerender({ key: 'June 21' });
    expect(result.current.current.state).toBe('loading');
    act(() => answers[1]?.('curve of June 21'));
    await waitFor(() => {
      expect(result.current.current).toMatchObject({ data: 'curve of June 21' });
    });
  });

  it('loads nothing while disabled, and loads once enabled', async () => {
    const { load, answers } = manualLoad();
    const { result, rerender } = renderHook(({ enabled }) => useLoad(load, { enabled }), {
      initialProps: { enabled: false },
    });
    expect(answers).toHaveLength(0);
    expect(result.current.current.state).toBe('loading');
    rerender({ enabled: true });
    expect(answers).toHaveLength(1);
    act(() => answers[0]?.('compared day'));
    await waitFor(() => {
      expect(result.current.current).toMatchObject({ data: 'compared day' });
    });
  });
});
