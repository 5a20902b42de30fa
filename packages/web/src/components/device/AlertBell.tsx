/**
 * The firmware-ready build's stand-in (build/withoutCompanion.ts): alerts are the companion's, and a bare
 * gateway has none, so its navbar has no bell.
 */
export function AlertBell(_props: { onNavigate?: () => void }) {
  return null;
}
