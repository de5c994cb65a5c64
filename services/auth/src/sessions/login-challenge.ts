import jwt from 'jsonwebtoken';
import { AppError } from '@agency/server-kit';
import type { AccountRecord } from '../accounts/account-repository';

export interface LoginChallengeOptions {
  privateKey: string;
  publicKey: string;
  issuer: string;
  audience: string;
}

export interface LoginChallenges {
  /** After a good password of an account with 2FA on: proof of the first step, not a session. */
  issue(account: AccountRecord): string;
  /** The account id and token version the challenge was issued for; 401 when it is forged or expired. */
  verify(challenge: string): { accountId: string; tokenVersion: number };
}

// Five minutes to open the app and type a code; long enough, and a leaked challenge still needs a code.
const CHALLENGE_LIFETIME_SECONDS = 5 * 60;

export const challengeExpired = () => new AppError('TWO_FACTOR_CHALLENGE_EXPIRED', 'Your sign-in has expired. Please sign in again.', 401);

/**
 * Signed with auth's key but for another audience, so no service accepts it as a session token
 * (they all pin the portal audience), and auth accepts a session token in its place neither.
 */
export function createLoginChallenges({ privateKey, publicKey, issuer, audience }: LoginChallengeOptions): LoginChallenges {
  const challengeAudience = `${audience}:2fa-challenge`;
  return {
    issue: (account) =>
      jwt.sign({ purpose: '2fa-login', tokenVersion: account.tokenVersion }, privateKey, {
        algorithm: 'RS256',
        subject: account.id,
        issuer,
        audience: challengeAudience,
        expiresIn: CHALLENGE_LIFETIME_SECONDS,
      }),
    verify(challenge) {
      try {
        const payload = jwt.verify(challenge, publicKey, { algorithms: ['RS256'], issuer, audience: challengeAudience }) as jwt.JwtPayload;
        if (payload.purpose !== '2fa-login' || typeof payload.sub !== 'string' || typeof payload.tokenVersion !== 'number') {
          throw challengeExpired();
        }
        return { accountId: payload.sub, tokenVersion: payload.tokenVersion };
      } catch {
        throw challengeExpired();
      }
    },
  };
}
