import { z } from 'zod';
import { loadConfig, serviceEnvShape, toServiceConfig, type ServiceConfig } from '@agency/server-kit';

const envSchema = z.object({ ...serviceEnvShape, ADMIN_MONGODB_URI: z.string().optional() });

export type AdminConfig = ServiceConfig;

export function loadAdminConfig(): AdminConfig {
  const env = loadConfig(envSchema);
  return toServiceConfig('admin', env, env.ADMIN_MONGODB_URI);
}
