// The one shared surface of request/response shapes for the services: the zod schemas, the types and the
// constants. Browsers import '@agency/contracts/browser' instead (the same types and constants, no zod).
import './zod-config';
export * from './constants';
export * from './domain';
export * from './member';
export * from './auth';
export * from './auth-internal';
export * from './account';
export * from './error';
export * from './task';
export * from './paging';
export * from './requests';
export * from './contact';
export * from './public-figures';
export * from './social-links';
export * from './admin';
export * from './clients';
export * from './projects';
export * from './messages';
export * from './two-factor';
export * from './client-error';
export * from './threads';
export * from './notifications';
export * from './mail';
export * from './update-body';
export * from './remote-routes';
export * from './releases';
export * from './insights';
