export * from './admin';
export * from './auth';
export * from './catalog';
export * from './library';
export * from './moderation';
export * from './profiles';
export * from './settings';
export * from './social';
