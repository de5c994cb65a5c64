import type { RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import type { ServiceState } from './service-state';

const PING_TIMEOUT_MS = 1000;

/** True when the database answers a ping within a second (readyState alone lags a dead server). */
export async function pingDb(db: Connection): Promise<boolean> {
  if (db.readyState !== 1 || !db.db) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
  const ping = db.db.command({ ping: 1 }).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function answerReadiness(state: ServiceState): RequestHandler {
  return async (_req, res) => {
    if (state.draining) {
      res.status(503).json({ status: 'draining', error: 'Service is shutting down', code: 'NOT_READY' });
      return;
    }
    if (state.db && !(await pingDb(state.db))) {
      res.status(503).json({ status: 'not ready', error: 'Database unavailable', code: 'NOT_READY' });
      return;
    }
    res.json({ status: 'ready' });
  };
}
