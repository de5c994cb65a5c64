import { z } from 'zod';
import { ConfigError, loadConfig, serviceEnvShape, toServiceConfig, type ServiceConfig } from '@agency/server-kit';

const envSchema = z.object({ ...serviceEnvShape, MEMBER_MONGODB_URI: z.string().optional() });

export interface MemberConfig extends ServiceConfig {
  userUrl: string;
}

export function loadMemberConfig(): MemberConfig {
  const env = loadConfig(envSchema);
  const config = toServiceConfig('member', env, env.MEMBER_MONGODB_URI);
  // Task progress is reported to the customer's request in the user service.
  if (!config.urls.user) throw new ConfigError('Invalid environment:\n  USER_URL: required');
  return { ...config, userUrl: config.urls.user };
}
