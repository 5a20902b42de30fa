export {
  LiveStore,
  hasChannels,
  type InverterListItem,
  type LiveInverter,
  type LiveSummary,
} from './store.ts';
export { LiveLink, type LiveLinkOptions } from './link.ts';
export { inverterState, type InverterState } from './state.ts';
export { liveLink, liveStore, loadInverterNow } from './instance.ts';
export { useShellHandOver } from './shell.ts';
export {
  useLiveConnection,
  useLiveDownSince,
  useLiveError,
  useLiveInverter,
  useLiveList,
  useLiveOnline,
  useLiveSelect,
  useLiveSummary,
} from './hooks.ts';
export { gatewayNight, useGatewayNight } from './night.ts';
