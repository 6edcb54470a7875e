/** Form schemas. Each takes its messages: the domain layer holds no interface copy (see src/state/validation.ts). */
export * from './beta';
export * from './betaApi';
export * from './catalogueItem';
export * from './contact';
export * from './fieldErrors';
export * from './onboarding';
export * from './project';
export * from './rules';
export * from './signin';
export * from './signup';
