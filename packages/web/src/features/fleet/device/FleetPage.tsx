import { Navigate } from 'react-router';

/**
 * The fleet screen of the firmware-ready build (build/withoutCompanion.ts): a bare gateway is never
 * part of a fleet, so `/fleet` opens its live view.
 */
export default function FleetPage() {
  return <Navigate to="/" replace />;
}
