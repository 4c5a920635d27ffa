export * from './admin';
export * from './enums';
export * from './errors';
export * from './genres';
export * from './health';
export * from './session';
export * from './auth';
export * from './sign-in-methods';
