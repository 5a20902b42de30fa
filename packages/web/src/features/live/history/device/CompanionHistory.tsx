/**
 * The firmware-ready build has no companion in front of the gateway (build/withoutCompanion.ts): the
 * panel never picks this branch there, so it needs none of the companion's chart code.
 */
export function CompanionHistory() {
  return null;
}
