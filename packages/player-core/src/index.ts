export * from './format';
export * from './player';
export * from './practice';
export * from './practice-plan';
export * from './queue';
export * from './random';
export * from './sleep-timer';
export * from './speed';
