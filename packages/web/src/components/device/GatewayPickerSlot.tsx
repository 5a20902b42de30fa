/**
 * The firmware-ready build's stand-in (build/withoutCompanion.ts): a bare gateway is never one of a
 * companion's several, so its navbar has no gateway picker.
 */
export function GatewayPickerSlot() {
  return null;
}
