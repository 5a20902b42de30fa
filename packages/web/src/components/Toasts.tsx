import { lazy, Suspense } from 'react';
import { useToasts } from './toastStore.ts';

// The list (and its CSS) loads with the first toast: no screen needs it before its first paint.
const ToastList = lazy(() => import('./ToastList.tsx'));

/** Host for the toasts raised with showToast(). */
export function Toasts() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
