// The browsers' entry: the constants and plain rules as values, every request/response shape as a type.
// No zod, so a page that only needs a list of service types does not download a validator (about 25 KB
// gzip); the front ends' lint refuses the schema entry (eslint.config.mjs).
export * from './constants';
export type * from './index';
