import mongoose, { type Connection } from 'mongoose';
import type { Logger } from './logger';

export interface ConnectDbOptions {
  logger?: Logger;
  /** Attempts before giving up at boot (the database may start after the service). */
  attempts?: number;
  /** How long a query waits for an unreachable server before failing (the request then gets 503). */
  serverSelectionTimeoutMS?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens the service's own connection to `dbName`. Commands are not buffered, so while the database
 * is down requests fail within `serverSelectionTimeoutMS` instead of hanging; filters are sanitised
 * against `$` operator injection from request bodies.
 */
export async function connectDb(uri: string, dbName: string, options: ConnectDbOptions = {}): Promise<Connection> {
  // 1.5 s: a request while the database is down answers 503 well inside the gateway's time-out.
  const { logger, attempts = 10, serverSelectionTimeoutMS = 1500 } = options;
  let backoffMs = 250;
  for (let attempt = 1; ; attempt++) {
    const connection = mongoose.createConnection(uri, {
      dbName,
      bufferCommands: false,
      sanitizeFilter: true,
      autoIndex: true,
      serverSelectionTimeoutMS,
    });
    try {
      await connection.asPromise();
      logger?.info('database connected', { dbName, attempt });
      return connection;
    } catch (err) {
      await connection.close(true).catch(() => undefined);
      if (attempt >= attempts) throw err;
      logger?.warn('database not reachable, retrying', { dbName, attempt, retryInMs: backoffMs, err: (err as Error).message });
      await sleep(backoffMs);
      backoffMs = Math.min(backoffMs * 2, 5000);
    }
  }
}
