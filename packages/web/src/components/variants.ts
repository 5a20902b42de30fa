// Variants that components turn into class names at run time (`alert-${variant}`). The build's CSS
// purge keeps only the class names written literally in the sources, so vite.config.ts keeps exactly
// the ones these lists can build: a variant added here is kept, one not listed is not shipped.

/** `alert-<variant>` (Alert, ResultAlert: a device result's `type` is one of them). */
export const ALERT_VARIANTS = ['success', 'warning', 'danger', 'info'] as const;
export type AlertVariant = (typeof ALERT_VARIANTS)[number];

/** `text-bg-<variant>` (toasts). */
export const TOAST_VARIANTS = ALERT_VARIANTS;
export type ToastVariant = AlertVariant;

/** `btn-<variant>` of a confirming button (ConfirmDialog). */
export const CONFIRM_VARIANTS = ['primary', 'danger', 'warning'] as const;
export type ConfirmVariant = (typeof CONFIRM_VARIANTS)[number];

/** `modal-<size>` (Modal). */
export const MODAL_SIZES = ['sm', 'lg', 'xl'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];
