export * from './api/result.ts';
export * from './codes.ts';
export * from './limits.ts';
export * from './enums.ts';
