/**
 * Navigation state for a screen that changes only its own address (History's tabs and periods):
 * focus stays where the user is, instead of moving to the heading as after a real navigation.
 */
export const KEEP_FOCUS = { keepFocus: true } as const;

export function keepsFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepFocus' in state && state.keepFocus === true;
}
