import { z } from 'zod';
import {
  ConfigError,
  loadConfig,
  mailEnvShape,
  mailSettingsOf,
  serviceEnvShape,
  toServiceConfig,
  type MailerOptions,
  type ServiceConfig,
} from '@agency/server-kit';
import { THREAD_MAIL_WINDOW_MS } from './notifications/thread-mail-window';

/** What one account's thread files may take in all, in MB, when UPLOAD_QUOTA_MB is not set. */
export const DEFAULT_UPLOAD_QUOTA_MB = 100;

const envSchema = z.object({
  ...serviceEnvShape,
  ...mailEnvShape,
  USER_MONGODB_URI: z.string().optional(),
  // What one account's thread files may take in all, in MB (staff accounts included).
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(DEFAULT_UPLOAD_QUOTA_MB),
  // How long a thread's messages are gathered into one e-mail per person (README.md, "E-mail").
  THREAD_MAIL_WINDOW_SECONDS: z.coerce
    .number()
    .min(0)
    .default(THREAD_MAIL_WINDOW_MS / 1000),
});

export interface UserConfig extends ServiceConfig {
  adminUrl: string;
  /** Where an assign's tasks are made. */
  memberUrl: string;
  /** E-mail notifications: the base of their links, and the transport. */
  publicUrl: string;
  mail: MailerOptions;
  uploadQuotaBytes: number;
  threadMailWindowMs: number;
}

export function loadUserConfig(): UserConfig {
  const env = loadConfig(envSchema);
  const config = toServiceConfig('user', env, env.USER_MONGODB_URI);
  // The request form's domains come from the admin service; without it the dashboard cannot work.
  if (!config.urls.admin) throw new ConfigError('Invalid environment:\n  ADMIN_URL: required');
  // An assign makes its tasks in the member service.
  if (!config.urls.member) throw new ConfigError('Invalid environment:\n  MEMBER_URL: required');
  // The embedded default: the user service listens on the gateway port + 2 (docs/interfaces.md).
  const mail = mailSettingsOf(env, `http://localhost:${env.PORT > 1 ? env.PORT - 2 : 8080}`);
  return {
    ...config,
    adminUrl: config.urls.admin,
    memberUrl: config.urls.member,
    ...mail,
    uploadQuotaBytes: Math.round(env.UPLOAD_QUOTA_MB * 1024 * 1024),
    threadMailWindowMs: Math.round(env.THREAD_MAIL_WINDOW_SECONDS * 1000),
  };
}
