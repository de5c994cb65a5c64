import { createPublicKey } from 'node:crypto';
import type { Connection } from 'mongoose';
import { createLogger, type Logger } from '@agency/server-kit';
import { createAccountRepository, type AccountRepository } from './accounts/account-repository';
import type { Mailer } from './mail/mailer';
import { createResetTokenRepository, type ResetTokenRepository } from './passwords/reset-token-repository';
import { createTwoFactorRepository, type TwoFactorRepository } from './security/two-factor-repository';
import { createLoginChallenges, type LoginChallenges } from './sessions/login-challenge';
import { createTokenSigner, type TokenSigner, type TokenSignerOptions } from './sessions/token-signer';
import { createSessionVerifier, type SessionVerifier } from './sessions/verify-session';
import { createFailureCounter } from './throttle/failure-counter';
import { createLoginThrottle, DEFAULT_LOGIN_LIMITS, type LoginLimits, type LoginThrottle } from './throttle/login-throttle';

export interface AuthContext {
  accounts: AccountRepository;
  resetTokens: ResetTokenRepository;
  signToken: TokenSigner;
  verifySession: SessionVerifier;
  throttle: LoginThrottle;
  twoFactor: TwoFactorRepository;
  challenges: LoginChallenges;
  mailer: Mailer | null;
  publicUrl: string;
  internalToken: string;
  now: () => Date;
  logger: Logger;
}

export interface AuthContextOptions {
  signer: TokenSignerOptions;
  internalToken: string;
  mailer?: Mailer | null;
  publicUrl?: string;
  loginLimits?: LoginLimits;
  /** Tests move time forward (expired reset links, ended rate-limit windows). */
  now?: () => Date;
  logger?: Logger;
}

export function createAuthContext(db: Connection, options: AuthContextOptions): AuthContext {
  const { signer, internalToken, mailer = null, publicUrl = 'http://localhost:8080', now = () => new Date() } = options;
  const accounts = createAccountRepository(db);
  // Auth verifies with the public half of its own key: the same check every other service makes.
  const publicKey = createPublicKey(signer.privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return {
    accounts,
    resetTokens: createResetTokenRepository(db),
    signToken: createTokenSigner(signer),
    verifySession: createSessionVerifier({ publicKey, issuer: signer.issuer, audience: signer.audience }, accounts),
    twoFactor: createTwoFactorRepository(db),
    challenges: createLoginChallenges({ ...signer, publicKey }),
    throttle: createLoginThrottle(createFailureCounter(db), options.loginLimits ?? DEFAULT_LOGIN_LIMITS, now),
    mailer,
    publicUrl,
    internalToken,
    now,
    logger: options.logger ?? createLogger({ name: 'auth' }),
  };
}
