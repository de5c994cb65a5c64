import { z } from 'zod';
import { loadConfig, serviceEnvShape, toServiceConfig, type ServiceConfig } from '@agency/server-kit';

const envSchema = z.object({ ...serviceEnvShape, MEMBER_MONGODB_URI: z.string().optional() });

export type MemberConfig = ServiceConfig;

export function loadMemberConfig(): MemberConfig {
  const env = loadConfig(envSchema);
  return toServiceConfig('member', env, env.MEMBER_MONGODB_URI);
}
