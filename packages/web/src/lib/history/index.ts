export {
  hasHistory,
  pageGatewayInfo,
  probeCompanion,
  reloadCompanion,
  resetCompanionProbe,
  useCompanion,
  type CompanionState,
} from './companion.ts';
export * from './api.ts';
export * from './calendar.ts';
export * from './series.ts';
export { fetchFleetEnergy, sumFleetEnergy, type GatewayEnergy } from './fleet.ts';
