import { createPublicKey } from 'node:crypto';
import type { Connection } from 'mongoose';
import { createLogger, createWindowCounter, type Logger } from '@agency/server-kit';
import { createAccountRepository, type AccountRepository } from './accounts/account-repository';
import { createEmailChangeRepository, type EmailChangeRepository } from './accounts/email-change-repository';
import type { Mailer } from './mail/mailer';
import { createResetTokenRepository, type ResetTokenRepository } from './passwords/reset-token-repository';
import { createSecretBox, deriveSecretBoxKey } from './security/secret-box';
import { createTwoFactorRepository, type TwoFactorRepository } from './security/two-factor-repository';
import { createLoginChallenges, type LoginChallenges } from './sessions/login-challenge';
import { createTokenSigner, type TokenSigner, type TokenSignerOptions } from './sessions/token-signer';
import { createSessionRepository, type SessionRepository } from './sessions/session-repository';
import { createSessionVerifier, type SessionVerifier } from './sessions/verify-session';
import { createFloodLimiters, DEFAULT_FLOOD_LIMITS, type FloodLimiters, type FloodLimits } from './throttle/flood-limits';
import { createGuessThrottle, DEFAULT_GUESS_LIMITS, type GuessLimits, type GuessThrottle } from './throttle/guess-throttle';

export interface AuthContext {
  accounts: AccountRepository;
  resetTokens: ResetTokenRepository;
  emailChanges: EmailChangeRepository;
  signToken: TokenSigner;
  verifySession: SessionVerifier;
  throttle: GuessThrottle;
  floods: FloodLimiters;
  sessions: SessionRepository;
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
  guessLimits?: GuessLimits;
  floodLimits?: FloodLimits;
  /** Seals TOTP secrets at rest (32 bytes); default a key derived from the JWT private key. */
  totpKey?: Buffer;
  /** Tests move time forward (expired reset links, ended rate-limit windows). */
  now?: () => Date;
  logger?: Logger;
}

export function createAuthContext(db: Connection, options: AuthContextOptions): AuthContext {
  const { signer, internalToken, mailer = null, publicUrl = 'http://localhost:8080', now = () => new Date() } = options;
  const accounts = createAccountRepository(db);
  const sessions = createSessionRepository(db);
  // Auth verifies with the public half of its own key: the same check every other service makes.
  const publicKey = createPublicKey(signer.privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return {
    accounts,
    resetTokens: createResetTokenRepository(db),
    emailChanges: createEmailChangeRepository(db),
    signToken: createTokenSigner(signer),
    verifySession: createSessionVerifier({ publicKey, issuer: signer.issuer, audience: signer.audience }, accounts, sessions),
    sessions,
    twoFactor: createTwoFactorRepository(db, createSecretBox(options.totpKey ?? deriveSecretBoxKey(signer.privateKey))),
    challenges: createLoginChallenges({ ...signer, publicKey }),
    // Counters in the database (collection login_failures): several replicas and a restart share them.
    throttle: createGuessThrottle(createWindowCounter(db, 'login_failures'), options.guessLimits ?? DEFAULT_GUESS_LIMITS, now),
    floods: createFloodLimiters(db, options.floodLimits ?? DEFAULT_FLOOD_LIMITS),
    mailer,
    publicUrl,
    internalToken,
    now,
    logger: options.logger ?? createLogger({ name: 'auth' }),
  };
}
