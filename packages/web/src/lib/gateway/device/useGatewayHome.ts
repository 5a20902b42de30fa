/**
 * The firmware-ready build's stand-in (build/withoutCompanion.ts): a bare gateway serves its own pages
 * only, never under a companion's `/g/<id>/`, so there is no fleet home to go to.
 */
export function useGatewayHome(): void {
  // Nothing to do on a bare gateway.
}
