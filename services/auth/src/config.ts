import { z } from 'zod';
import { loadConfig, pemSchema, serviceEnvShape, toServiceConfig, type ServiceConfig } from '@agency/server-kit';

const envSchema = z.object({
  ...serviceEnvShape,
  AUTH_MONGODB_URI: z.string().optional(),
  JWT_PRIVATE_KEY: pemSchema,
});

export interface SeedAccount {
  email: string;
  password: string;
}

export interface AuthConfig extends ServiceConfig {
  jwtPrivateKey: string;
  seedAccounts: { admin: SeedAccount | null; user: SeedAccount | null };
}

const pair = (email?: string, password?: string): SeedAccount | null => (email && password ? { email, password } : null);

export function loadAuthConfig(): AuthConfig {
  const env = loadConfig(envSchema);
  return {
    ...toServiceConfig('auth', env, env.AUTH_MONGODB_URI),
    jwtPrivateKey: env.JWT_PRIVATE_KEY,
    seedAccounts: {
      admin: pair(env.SEED_ADMIN_EMAIL, env.SEED_ADMIN_PASSWORD),
      user: pair(env.SEED_USER_EMAIL, env.SEED_USER_PASSWORD),
    },
  };
}
