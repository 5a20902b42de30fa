export { useGatewayRestart } from './useGatewayRestart.ts';
export type { GatewayRestart, GatewayRestartOptions, RestartPhase } from './useGatewayRestart.ts';
export { RESTART_TIMING, probeStatus, watchRestart } from './watch.ts';
export type { Probe, ProbeFn, RestartTiming } from './watch.ts';
export { reloadApp } from './reloadApp.ts';
export { backNoteOfThisLoad, keepBackNote, takeBackNote } from './backNote.ts';
export type { BackNote } from './backNote.ts';
