import type { RequestHandler } from 'express';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
type Fields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
}

/** One JSON object per line, so `npm start`'s prefixed output and log shippers can both read it. */
export function createLogger({ name, level = 'info' }: { name: string; level?: LogLevel }): Logger {
  const threshold = LOG_LEVELS.indexOf(level);
  const write = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, fields: Fields = {}) => {
    if (LOG_LEVELS.indexOf(lvl) < threshold) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: lvl, service: name, msg, ...fields });
    (lvl === 'error' || lvl === 'warn' ? process.stderr : process.stdout).write(line + '\n');
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/** One line per finished request. The query string is left out: it may carry secrets. */
export function logRequests(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const path = req.originalUrl.split('?')[0];
      // Probes hit these every few seconds; keep them out of the info stream.
      const quiet = path === '/healthz' || path === '/readyz';
      const fields = { method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      (quiet ? logger.debug : logger.info)('request', fields);
    });
    next();
  };
}
