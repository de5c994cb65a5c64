// Idempotency-Key for POSTs: a client that retries (a flaky network, a double click) with the same key
// gets the first answer again instead of a second record. The key is scoped to the caller (its
// Authorization header, else its address); reusing it for a different request is refused with 422.
// Outcomes are kept in the service's own database (collection idempotency_keys, TTL 24 h).
import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import type { Connection } from 'mongoose';
import { AppError } from './app-error';

const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 5000;
const MAX_KEY_LENGTH = 200;

interface KeyRecord {
  _id: string;
  requestHash: string;
  state: 'pending' | 'done';
  status?: number;
  body?: unknown;
  createdAt: Date;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function idempotentPosts(db: Connection): RequestHandler {
  const records = () => db.collection<KeyRecord>('idempotency_keys');
  let indexed: Promise<unknown> | null = null;

  async function waitForOutcome(id: string): Promise<KeyRecord | null> {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      const record = await records().findOne({ _id: id });
      if (!record || record.state === 'done' || Date.now() > deadline) return record;
      await new Promise((r) => setTimeout(r, WAIT_STEP_MS));
    }
  }

  /** Stores the answer before it is sent, so a concurrent retry never sees it half-done. */
  function captureAnswer(res: Response, id: string): void {
    const send = res.json.bind(res);
    res.json = (body: unknown) => {
      const status = res.statusCode;
      const settle =
        status >= 500
          ? records().deleteOne({ _id: id }) // a server failure may be retried for real
          : records().updateOne({ _id: id }, { $set: { state: 'done', status, body } });
      void settle.catch(() => undefined).finally(() => send(body));
      return res;
    };
  }

  return async (req, res, next) => {
    const key = req.get('idempotency-key');
    if (!key || req.method !== 'POST' || req.path.startsWith('/internal')) return next();
    if (key.length > MAX_KEY_LENGTH)
      throw new AppError('INVALID_IDEMPOTENCY_KEY', `Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters`, 400);
    indexed ??= records()
      .createIndex({ createdAt: 1 }, { expireAfterSeconds: 24 * 3600 })
      .catch(() => (indexed = null));
    await indexed;
    const id = sha256(`${req.get('authorization') ?? req.ip}\n${key}`);
    const requestHash = sha256(`${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`);
    try {
      await records().insertOne({ _id: id, requestHash, state: 'pending', createdAt: new Date() });
    } catch (err) {
      if ((err as { code?: number }).code !== 11000) throw err;
      const earlier = await waitForOutcome(id);
      if (!earlier) return next(); // the first attempt failed and was forgotten: this one runs
      if (earlier.requestHash !== requestHash) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request', 422);
      }
      if (earlier.state !== 'done') {
        throw new AppError('IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still being processed', 409);
      }
      res.set('idempotent-replayed', 'true');
      res.status(earlier.status ?? 200).json(earlier.body);
      return;
    }
    captureAnswer(res, id);
    next();
  };
}
