// The gateway logs like the services (pino, one JSON line each, secrets redacted): one format for the
// whole stack, so a request id can be followed from the gateway's access line into each service.
import { createLogger as createServiceLogger, type Logger, type LogLevel } from '@agency/server-kit';

export type { Logger };

export function createLogger(level: LogLevel, write?: (line: string) => void): Logger {
  return createServiceLogger({ name: 'gateway', level, ...(write ? { destination: { write } } : {}) });
}
