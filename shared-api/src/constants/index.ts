export * from './roles';
export * from './statuses';
export * from './limits';
export * from './labels';
export * from './modals';
export * from './feeds';
export * from './stories';
