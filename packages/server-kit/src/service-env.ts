import { createSessionStateLookup } from './token-versions';
import { z } from 'zod';
import { ConfigError, flagSchema, pemSchema, portSchema } from './load-config';
import { LOG_LEVELS, type LogLevel } from './logger';
import type { JwtVerifyOptions } from './auth-guard';
import { SERVICE_NAMES, serviceUrlEnvName, type ServiceName } from './services';

// Each service's <NAME>_URL (the registry of services): where this one calls it and its outbox delivers.
const serviceUrlShape = Object.fromEntries(SERVICE_NAMES.map((name) => [serviceUrlEnvName(name), z.url().optional()])) as Record<
  ReturnType<typeof serviceUrlEnvName<ServiceName>>,
  z.ZodOptional<z.ZodURL>
>;

/** The env every service reads (docs/interfaces.md). Services spread it into their own z.object. */
export const serviceEnvShape = {
  PORT: portSchema.default(0),
  // Loopback by default: on a developer's machine (`npm start`) the services are reached only through
  // the gateway, never from the network. Containers set HOST=0.0.0.0 (docker-compose.yml, the Dockerfile).
  HOST: z.string().default('127.0.0.1'),
  // Prometheus' /metrics on a listener of its own (docs/interfaces.md, "Environment"); unset: none.
  METRICS_PORT: portSchema.optional(),
  MONGODB_URI: z.string().optional(),
  JWT_PUBLIC_KEY: pemSchema,
  JWT_ISSUER: z.string().default('agency-auth'),
  JWT_AUDIENCE: z.string().default('agency-portal'),
  INTERNAL_TOKEN: z.string().min(16, 'must be at least 16 characters'),
  ...serviceUrlShape,
  SEED_DEMO: flagSchema.default(false),
  SEED_ADMIN_EMAIL: z.string().optional(),
  SEED_ADMIN_PASSWORD: z.string().optional(),
  SEED_USER_EMAIL: z.string().optional(),
  SEED_USER_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
};
export type ServiceEnv = z.output<z.ZodObject<typeof serviceEnvShape>>;

export interface ServiceConfig {
  name: string;
  port: number;
  /** The interface to listen on (127.0.0.1 unless HOST says otherwise). */
  host: string;
  /** Where /metrics is served (METRICS_PORT), never the service's own port. */
  metricsPort?: number;
  mongoUri: string;
  dbName: string;
  jwt: JwtVerifyOptions;
  internalToken: string;
  urls: Partial<Record<ServiceName, string>>;
  seedDemo: boolean;
  logLevel: LogLevel;
}

/** Shapes the parsed env; `uriOverride` is the service's own `<SERVICE>_MONGODB_URI`. */
export function toServiceConfig(name: string, env: ServiceEnv, uriOverride?: string): ServiceConfig {
  const mongoUri = uriOverride ?? env.MONGODB_URI;
  if (!mongoUri) throw new ConfigError(`Invalid environment:\n  MONGODB_URI (or ${name.toUpperCase()}_MONGODB_URI): required`);
  return {
    name,
    port: env.PORT,
    host: env.HOST,
    metricsPort: env.METRICS_PORT,
    mongoUri,
    dbName: `agency_${name}`,
    jwt: {
      publicKey: env.JWT_PUBLIC_KEY,
      issuer: env.JWT_ISSUER,
      audience: env.JWT_AUDIENCE,
      // auth checks versions and sessions in its own database; the others ask it (cached briefly).
      sessionState:
        name !== 'auth' && env.AUTH_URL
          ? createSessionStateLookup({ authUrl: env.AUTH_URL, internalToken: env.INTERNAL_TOKEN })
          : undefined,
    },
    internalToken: env.INTERNAL_TOKEN,
    urls: Object.fromEntries(SERVICE_NAMES.map((service) => [service, env[serviceUrlEnvName(service)]])),
    seedDemo: env.SEED_DEMO,
    logLevel: env.LOG_LEVEL,
  };
}
