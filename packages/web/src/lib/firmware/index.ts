export { useFirmware, type Firmware } from './useFirmware.ts';
export { firmwareStore, invalidateFirmware } from './instance.ts';
export { endpointVerdict, releaseDependentEndpoint, type EndpointVerdict } from './guard.ts';
export { FirmwareStore, type FirmwareSnapshot, type FirmwareStatus } from './store.ts';
export { createAsk, readAsked, type Asked, type AskFn } from './ask.ts';
