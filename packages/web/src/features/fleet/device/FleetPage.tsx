/**
 * The firmware-ready build has no fleet (app/routes.tsx leaves out its route: a bare gateway is never one
 * of a companion's several); build/withoutCompanion.ts puts this in place of the page, so that the one
 * script carries none of its code.
 */
export default function FleetPage() {
  return null;
}
