import { z } from 'zod';
import { deriveSecretBoxKey, parseSecretBoxKey } from './security/secret-box';
import {
  ConfigError,
  loadConfig,
  mailEnvShape,
  mailSettingsOf,
  pemSchema,
  serviceEnvShape,
  toServiceConfig,
  type ServiceConfig,
} from '@agency/server-kit';
import { DEFAULT_FLOOD_LIMITS, type FloodLimits } from './throttle/flood-limits';

const envSchema = z.object({
  ...serviceEnvShape,
  AUTH_MONGODB_URI: z.string().optional(),
  JWT_PRIVATE_KEY: pemSchema,
  // Seals the admins' TOTP secrets in the database: 32 bytes, base64 or 64 hex digits.
  TOTP_ENCRYPTION_KEY: z.string().optional(),
  ...mailEnvShape,
  // Who may set X-Forwarded-For: "loopback", IP addresses and/or networks (10.0.0.0/8), comma-separated.
  TRUST_PROXY: z.string().default('loopback'),
  // Per client address (services/auth/README.md); the e2e suite, all from one address, raises them.
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().positive().optional(),
  FORGOT_PASSWORD_LIMIT_PER_15_MIN: z.coerce.number().int().positive().optional(),
});

export interface SeedAccount {
  email: string;
  password: string;
}

export interface AuthConfig extends ServiceConfig {
  jwtPrivateKey: string;
  totpKey: Buffer;
  seedAccounts: { admin: SeedAccount | null; user: SeedAccount | null };
  publicUrl: string;
  mail: { from: string; smtpUrl?: string; outboxDir?: string };
  trustProxy: string[];
  floodLimits: FloodLimits;
}

function totpKeyOf(text: string | undefined, jwtPrivateKey: string): Buffer {
  if (!text) return deriveSecretBoxKey(jwtPrivateKey);
  try {
    return parseSecretBoxKey(text);
  } catch (err) {
    throw new ConfigError(`Invalid environment:\n  TOTP_ENCRYPTION_KEY: ${(err as Error).message}`);
  }
}

const pair = (email?: string, password?: string): SeedAccount | null => (email && password ? { email, password } : null);

const floodLimitsFrom = (signUps?: number, resetRequests?: number): FloodLimits => ({
  ...DEFAULT_FLOOD_LIMITS,
  signUpsPerClient: { ...DEFAULT_FLOOD_LIMITS.signUpsPerClient, max: signUps ?? DEFAULT_FLOOD_LIMITS.signUpsPerClient.max },
  resetRequestsPerClient: {
    ...DEFAULT_FLOOD_LIMITS.resetRequestsPerClient,
    max: resetRequests ?? DEFAULT_FLOOD_LIMITS.resetRequestsPerClient.max,
  },
});

export function loadAuthConfig(): AuthConfig {
  const env = loadConfig(envSchema);
  // The embedded default: auth listens on the gateway port + 1 (docs/interfaces.md).
  const mailSettings = mailSettingsOf(env, `http://localhost:${env.PORT > 0 ? env.PORT - 1 : 8080}`);
  return {
    ...toServiceConfig('auth', env, env.AUTH_MONGODB_URI),
    jwtPrivateKey: env.JWT_PRIVATE_KEY,
    totpKey: totpKeyOf(env.TOTP_ENCRYPTION_KEY, env.JWT_PRIVATE_KEY),
    seedAccounts: {
      admin: pair(env.SEED_ADMIN_EMAIL, env.SEED_ADMIN_PASSWORD),
      user: pair(env.SEED_USER_EMAIL, env.SEED_USER_PASSWORD),
    },
    ...mailSettings,
    floodLimits: floodLimitsFrom(env.SIGNUP_LIMIT_PER_HOUR, env.FORGOT_PASSWORD_LIMIT_PER_15_MIN),
    trustProxy: env.TRUST_PROXY.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
}
