// The one shared surface of request/response shapes; browser-safe (depends on zod only).
import './zod-config';
export * from './domain';
export * from './member';
export * from './auth';
export * from './account';
export * from './error';
export * from './session';
export * from './task';
export * from './requests';
export * from './contact';
export * from './public-figures';
export * from './admin';
export * from './clients';
export * from './projects';
export * from './messages';
export * from './two-factor';
export * from './client-error';
export * from './threads';
