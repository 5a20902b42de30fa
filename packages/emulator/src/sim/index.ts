/** Public API of the simulation core; see README.md beside this file. */
export { Plant, type PlantOptions } from './plant.ts';
export {
  DEFAULT_TUNING,
  type ChannelConfig,
  type Clock,
  type DtuSettings,
  type InverterConfig,
  type SimTuning,
  type SiteConfig,
} from './config.ts';
export type { InverterState } from './state.ts';
export type { RadioStats, ReportedDc, ReportedValues } from './view.ts';
export type { SunInfo } from './environment.ts';
export { decodeLimitType, type CommandOutcome, type CommandStatus } from './commands.ts';
export { EVENT_LOG_CAPACITY, EventId, type EventEntry } from './events.ts';
export type { DeviceInfo } from './deviceInfo.ts';
export {
  decodeGridProfile,
  isGridProfileValid,
  GRID_PROFILE_MAX_BYTES,
  type GridProfile,
  type GridProfileItem,
  type GridProfileSection,
} from './gridProfile.ts';
export {
  familyFromSerial,
  modelForSerial,
  type FamilyInfo,
  type InverterFamily,
  type InverterModel,
  type RadioKind,
} from './models.ts';
export {
  buildLiveInverter,
  buildLiveSummary,
  buildTotal,
  inverterDetail,
  inverterSummary,
  V24_LIVE_DIALECT,
  liveDialectOf,
  type LiveDialect,
  liveFrame,
} from './liveData.ts';
export type { EnergySnapshot, InverterEnergyRecord } from './snapshot.ts';
export { createRandom, type RandomSource } from './random.ts';
export { isDayPeriod, sunTimes, solarPosition, zenithForSunsetType, type SunTimes } from './sun.ts';
export { toSerialBigint, type SerialInput } from './serial.ts';
export type { UtcOffsetFn } from './time.ts';
export type { RadioEvent, RadioEventListener, RadioRequestName } from './radioEvents.ts';
export type { PollOutcome } from './radio.ts';
