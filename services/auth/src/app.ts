import { createPublicKey } from 'node:crypto';
import type { Connection } from 'mongoose';
import {
  createLogger,
  createServiceApp,
  createWindowCounter,
  startEmbeddedMessageRelay,
  trustGatewayHop,
  type EmbeddedMessageRelayOptions,
  type Logger,
  type Mailer,
} from '@agency/server-kit';
import { createAccountRepository } from './accounts/account-repository';
import { loadCommonPasswords } from './accounts/common-passwords';
import { createInternalRoutes } from './accounts/internal-routes';
import { createAccountRoutes } from './accounts/routes';
import { createMailRoutes } from './mail/routes';
import { openingMailer } from './mail/sealed-mail';
import { createResetTokenRepository } from './passwords/reset-token-repository';
import { composeResetMail } from './passwords/reset-password';
import { createPasswordRoutes } from './passwords/routes';
import { createSecurityRoutes } from './security/routes';
import { createSecretBox, deriveSecretBoxKey } from './security/secret-box';
import { createTwoFactorRepository } from './security/two-factor-repository';
import { createLoginChallenges } from './sessions/login-challenge';
import { createLogoutRoutes } from './sessions/logout-routes';
import { createSessionRoutes } from './sessions/routes';
import { createSessionRepository } from './sessions/session-repository';
import { createTokenSigner, type TokenSignerOptions } from './sessions/token-signer';
import { createSessionVerifier } from './sessions/verify-session';
import { createFloodLimiters, DEFAULT_FLOOD_LIMITS, type FloodLimits } from './throttle/flood-limits';
import { createGuessThrottle, DEFAULT_GUESS_LIMITS, type GuessLimits } from './throttle/guess-throttle';

export interface AuthAppDeps {
  db: Connection;
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
  /** Who may set X-Forwarded-For: 'loopback' (the embedded gateway) and/or IP addresses. */
  trustProxy?: readonly string[];
  logger?: Logger;
  /** Where account.changed messages go (the admin service keeps a copy of members' names and e-mails). */
  adminUrl?: string;
  /** Tests shorten the message relays' poll, back-off and waits (e-mails while the mail server is down). */
  relay?: Pick<EmbeddedMessageRelayOptions, 'pollMs' | 'maxBackoffMs' | 'mailTimeoutMs' | 'leaseMs'>;
}

export function createApp({
  db,
  signer,
  internalToken,
  mailer = null,
  publicUrl = 'http://localhost:8080',
  now = () => new Date(),
  trustProxy,
  adminUrl,
  ...options
}: AuthAppDeps) {
  loadCommonPasswords();
  const logger = options.logger ?? createLogger({ name: 'auth' });
  // One key seals what the database must not hold in the clear: TOTP secrets and e-mails with links.
  const box = createSecretBox(options.totpKey ?? deriveSecretBoxKey(signer.privateKey));
  // Each command is one write in its document, which records the messages that must follow (an account's
  // account.changed for the admin service and its e-mail change's mails; a reset request's e-mail); a
  // relay per collection delivers them with retries, after the writer's own attempt.
  const carrier = (collection: string, more: Partial<EmbeddedMessageRelayOptions> = {}) =>
    startEmbeddedMessageRelay({
      ...options.relay,
      db,
      collection,
      urls: { admin: adminUrl },
      internalToken,
      logger,
      mailer: openingMailer(mailer, box),
      ...more,
    });
  const accountMessages = carrier('accounts');
  const accounts = createAccountRepository(db, { messages: accountMessages });
  const sessions = createSessionRepository(db);
  const resetTokens = createResetTokenRepository(db);
  const twoFactor = createTwoFactorRepository(db, box);
  // Auth verifies with the public half of its own key: the same check every other service makes.
  const publicKey = createPublicKey(signer.privateKey).export({ type: 'spki', format: 'pem' }).toString();
  const verifySession = createSessionVerifier({ publicKey, issuer: signer.issuer, audience: signer.audience }, accounts, sessions);
  const signToken = createTokenSigner(signer);
  const challenges = createLoginChallenges({ ...signer, publicKey });
  // Counters in the database (collection login_failures): several replicas and a restart share them.
  const throttle = createGuessThrottle(createWindowCounter(db, 'login_failures'), options.guessLimits ?? DEFAULT_GUESS_LIMITS, now);
  const floods = createFloodLimiters(db, options.floodLimits ?? DEFAULT_FLOOD_LIMITS, now);
  const emailChange = { accounts, throttle, floods, box, publicUrl, now };
  const resets = { accounts, resetTokens, throttle, box, publicUrl, now };
  const resetMessages = carrier('password_resets', { handleSelf: (message) => composeResetMail(resets, message) });
  const app = createServiceApp({
    name: 'auth',
    db,
    jwt: { publicKey, issuer: signer.issuer, audience: signer.audience },
    logger: options.logger,
    background: [accountMessages, resetMessages],
    routes: [
      createSessionRoutes({ accounts, signToken, throttle, twoFactor, challenges, now, floods }),
      createLogoutRoutes({ accounts, sessions, verifySession }),
      createPasswordRoutes({ ...resets, signToken, floods, verifySession, resetMessages }),
      createMailRoutes({ db, verifySession }),
      createAccountRoutes({ ...emailChange, resetTokens, signToken, verifySession }),
      createSecurityRoutes({ accounts, twoFactor, throttle, signToken, now, verifySession }),
      createInternalRoutes({ ...emailChange, resetTokens, signToken, verifySession, sessions, internalToken }),
    ],
  });
  app.set('trust proxy', trustGatewayHop(trustProxy));
  return app;
}
