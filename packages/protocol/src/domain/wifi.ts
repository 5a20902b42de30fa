/** WiFi signal quality in percent from RSSI dBm: ≤ −100 → 0, ≥ −50 → 100, else 2·(dBm + 100). */
export function wifiQuality(dbm: number): number {
  if (dbm <= -100) return 0;
  if (dbm >= -50) return 100;
  return 2 * (dbm + 100);
}
