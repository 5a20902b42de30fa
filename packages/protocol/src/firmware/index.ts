export * from './releases.ts';
export * from './features.ts';
export * from './version.ts';
export * from './endpoints.ts';
export * from './schemas.ts';
