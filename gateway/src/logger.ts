// One JSON object per line on stdout, so the supervisor and any log shipper can parse it without a library.
import type { LogLevel } from './config';

const rank: Record<LogLevel, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

type LogFields = Record<string, unknown>;
export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export function createLogger(level: LogLevel, write: (line: string) => void = (l) => process.stdout.write(l)): Logger {
  const at = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: LogFields) => {
    if (rank[lvl] < rank[level]) return;
    write(`${JSON.stringify({ level: lvl, time: new Date().toISOString(), service: 'gateway', msg, ...fields })}\n`);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
