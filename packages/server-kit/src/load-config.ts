import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once with `schema`; the only place `process.env` is read.
 * Empty values count as unset (compose files pass `${VAR:-}` as ""), so defaults still apply.
 * Throws a ConfigError naming every bad variable, so a misconfigured service dies at boot.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined> = process.env): z.output<S> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
}

/** A PEM key from env; accepts the one-line form with literal "\n" that .env files need. */
export const pemSchema = z
  .string()
  .transform((value) => value.replace(/\\n/g, '\n').trim())
  .refine((value) => /^-----BEGIN [A-Z ]+-----[\s\S]+-----END [A-Z ]+-----$/.test(value), 'must be a PEM key');

export const portSchema = z.coerce.number().int().min(0).max(65535);
export const flagSchema = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/**
 * OpenTelemetry's own variables (its convention, not this project's): read by telemetry.ts, which runs
 * before any part's config is loaded because it must patch http and express before they load.
 */
export function telemetryEnv(env: Record<string, string | undefined> = process.env) {
  return { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined, serviceName: env.OTEL_SERVICE_NAME || undefined };
}
