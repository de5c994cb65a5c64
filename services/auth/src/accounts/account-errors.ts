import { AppError } from '@agency/server-kit';

/** Sign-up, an e-mail change, a member account: one address, one account (409 whichever route found it taken). */
export const emailTaken = () => new AppError('EMAIL_TAKEN', 'An account with this email already exists', 409);
