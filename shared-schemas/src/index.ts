export * from './roles';
export * from './contact';
export * from './services';
