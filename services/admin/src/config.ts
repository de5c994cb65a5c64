import { z } from 'zod';
import { loadConfig, serviceEnvShape, toServiceConfig, type ServiceConfig } from '@agency/server-kit';

const secret = z.string().min(16, 'must be at least 16 characters').optional();

const envSchema = z.object({
  ...serviceEnvShape,
  ADMIN_MONGODB_URI: z.string().optional(),
  // The release operators' token (`npm run release`): unset, the operator API refuses everyone.
  OPERATOR_TOKEN: secret,
  // Signs an admin's per-browser release override; the gateway checks it with the same secret.
  RELEASE_OVERRIDE_SECRET: secret,
});

export interface AdminConfig extends ServiceConfig {
  operatorToken: string;
  releaseOverrideSecret: string;
}

export function loadAdminConfig(): AdminConfig {
  const env = loadConfig(envSchema);
  return {
    ...toServiceConfig('admin', env, env.ADMIN_MONGODB_URI),
    operatorToken: env.OPERATOR_TOKEN ?? '',
    releaseOverrideSecret: env.RELEASE_OVERRIDE_SECRET ?? '',
  };
}
