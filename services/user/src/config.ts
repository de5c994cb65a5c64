import { z } from 'zod';
import { ConfigError, loadConfig, serviceEnvShape, toServiceConfig, type ServiceConfig } from '@agency/server-kit';

const envSchema = z.object({ ...serviceEnvShape, USER_MONGODB_URI: z.string().optional() });

export interface UserConfig extends ServiceConfig {
  adminUrl: string;
}

export function loadUserConfig(): UserConfig {
  const env = loadConfig(envSchema);
  const config = toServiceConfig('user', env, env.USER_MONGODB_URI);
  // The request form's domains come from the admin service; without it the dashboard cannot work.
  if (!config.urls.admin) throw new ConfigError('Invalid environment:\n  ADMIN_URL: required');
  return { ...config, adminUrl: config.urls.admin };
}
