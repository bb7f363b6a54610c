export * from './users';
export * from './auth';
export * from './tenants';
export * from './content';
export * from './logs';
