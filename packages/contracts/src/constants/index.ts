// The contracts' constants and plain rules: no zod here, so the browsers' entry (../browser.ts) can
// carry them, and the schemas build on the very same values.
export * from './roles';
export * from './domain-slug';
export * from './passwords';
export * from './requests';
export * from './tasks';
export * from './admin';
export * from './projects';
export * from './public-figures';
export * from './two-factor';
export * from './contact';
export * from './phone';
export * from './errors';
export * from './threads';
export * from './notifications';
export * from './social-links';
export * from './published-links';
export * from './insights';
