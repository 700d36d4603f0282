export * from './roles';
export * from './contact';
export * from './services';
export * from './hiring';
export * from './interviews';
export * from './admin-answers';
export * from './resume-text';
