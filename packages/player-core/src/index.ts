export * from './format';
export * from './player';
export * from './queue';
export * from './random';
