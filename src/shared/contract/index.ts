export * from './entities';
export * from './live';
export * from './targets';
export * from './resolve';
export * from './periods';
export * from './goalTypes';
