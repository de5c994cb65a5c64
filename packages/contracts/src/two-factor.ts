import { z } from 'zod';
import { loginResponseSchema, passwordSchema } from './auth';
import { SESSION_TIMEOUT_HOURS } from './constants/two-factor';

// The admin's own security settings on auth: TOTP two-factor sign-in and the session length
// (services/auth/README.md). Only admins may call the /api/auth/me/... routes here.

export const sessionTimeoutHoursSchema = z
  .number({ error: 'Session timeout is required' })
  .int()
  .refine((hours) => (SESSION_TIMEOUT_HOURS as readonly number[]).includes(hours), 'Session timeout must be 1, 2, 4, 8, 12 or 24 hours');

/** A code from an authenticator app: six digits (spaces people type are dropped). */
export const totpCodeSchema = z
  .string({ error: 'Code is required' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'));

/** A one-time recovery code as shown at enrolment, e.g. "4f7k2-9qz3m"; case and dashes are forgiven. */
export const recoveryCodeSchema = z
  .string({ error: 'Recovery code is required' })
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, 'Enter a recovery code like xxxxx-xxxxx'));

/** GET /api/auth/me/security. */
export const securitySettingsSchema = z.object({
  twoFactorEnabled: z.boolean(),
  sessionTimeoutHours: z.number().int(),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** PUT /api/auth/me/session-timeout; answers a fresh token that already has the new lifetime. */
export const updateSessionTimeoutBodySchema = z.object({ sessionTimeoutHours: sessionTimeoutHoursSchema });
export type UpdateSessionTimeoutBody = z.infer<typeof updateSessionTimeoutBodySchema>;
export const updateSessionTimeoutResponseSchema = z.object({ sessionTimeoutHours: z.number().int(), token: z.string() });
export type UpdateSessionTimeoutResponse = z.infer<typeof updateSessionTimeoutResponseSchema>;

/** POST /api/auth/me/2fa/setup: a new pending secret; the only answer that ever carries it. */
export const twoFactorSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** A PNG QR code of otpauthUrl as a data: URL (the CSP allows img-src data:). */
  qrDataUrl: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/** POST /api/auth/me/2fa/confirm. */
export const confirmTwoFactorBodySchema = z.object({ code: totpCodeSchema });
export type ConfirmTwoFactorBody = z.infer<typeof confirmTwoFactorBodySchema>;
/** Recovery codes are shown once, here; only their hashes are kept. */
export const confirmTwoFactorResponseSchema = z.object({ twoFactorEnabled: z.literal(true), recoveryCodes: z.array(z.string()) });
export type ConfirmTwoFactorResponse = z.infer<typeof confirmTwoFactorResponseSchema>;

/** POST /api/auth/me/2fa/disable: a current code or the account password. */
export const disableTwoFactorBodySchema = z
  .object({ code: totpCodeSchema.optional(), password: passwordSchema.optional() })
  .refine((body) => Boolean(body.code || body.password), 'Enter a current code or your password');
export type DisableTwoFactorBody = z.infer<typeof disableTwoFactorBodySchema>;
export const disableTwoFactorResponseSchema = z.object({ twoFactorEnabled: z.literal(false) });

/** POST /api/auth/login for an admin with 2FA on: no session yet, only a short-lived challenge. */
export const twoFactorChallengeResponseSchema = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
});
export type TwoFactorChallengeResponse = z.infer<typeof twoFactorChallengeResponseSchema>;
export const loginResultSchema = z.union([loginResponseSchema, twoFactorChallengeResponseSchema]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/** POST /api/auth/login/2fa: the challenge plus either an app code or a recovery code; answers LoginResponse. */
export const twoFactorLoginBodySchema = z
  .object({
    challenge: z.string({ error: 'Challenge is required' }).min(1, 'Challenge is required').max(4000),
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((body) => Boolean(body.code) !== Boolean(body.recoveryCode), 'Send either code or recoveryCode');
export type TwoFactorLoginBody = z.infer<typeof twoFactorLoginBodySchema>;
