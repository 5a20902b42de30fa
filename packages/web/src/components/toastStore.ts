import { useSyncExternalStore } from 'react';
import type { ToastVariant } from './variants.ts';

export interface Toast {
  id: number;
  /** Already translated text. */
  text: string;
  variant: ToastVariant;
}

/** Toasts stay this long (interface-spec §9), with a visible countdown. */
export const TOAST_DELAY_MS = 5000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast for TOAST_DELAY_MS; returns its id. */
export function showToast(text: string, variant: ToastVariant = 'info'): number {
  const id = nextId++;
  publish([...toasts, { id, text, variant }]);
  return id;
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
