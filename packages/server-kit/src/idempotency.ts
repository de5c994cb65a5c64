// Idempotency-Key for POSTs: a client that retries (a flaky network, a 504, a double click) with the
// same key gets the first answer again instead of a second record. The key is scoped to the caller: its
// verified account id when the service can verify the token (`identify`), else the token itself however
// the header is spelled (`bearer x`, `Bearer  x`), else its address; reusing it for a different request
// is refused with 422.
// Outcomes are kept in the service's own database (collection idempotency_keys, TTL 24 h), so the rule
// holds across replicas and restarts; the insert of the key is the lock, so of parallel requests with
// one key exactly one runs and the others wait for its answer (or get 409 if it takes too long).
// Answers worth retrying (5xx, 429, 408) are forgotten, and a key whose request died with its process
// (still pending after PENDING_LEASE_MS) is taken over by the next attempt.
// A route whose answer carries a secret (a session token, a 2FA secret, recovery codes) is marked
// `notReplayable`: its record keeps the status only, never the body, and a retry runs the route again
// (one more sign-in, or a refusal), so a secret goes only to whoever proves the credential again. The
// route may read `statusAnsweredBefore(res)` to answer a retry of its success sensibly (sign-up does).
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Connection } from 'mongoose';
import { AppError } from './app-error';
import { bearerOf } from './auth-guard';

const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 5000;
const MAX_KEY_LENGTH = 200;
// Far longer than any request may take (the gateway gives up after 10 s).
const PENDING_LEASE_MS = 60_000;
const RETRYABLE = new Set([408, 429]);

interface KeyRecord {
  _id: string;
  requestHash: string;
  state: 'pending' | 'done';
  status?: number;
  body?: unknown;
  /** A notReplayable route's outcome: status only, the route runs again on a retry. */
  secret?: boolean;
  createdAt: Date;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const NOT_REPLAYABLE = 'idempotencyNotReplayable';
const ANSWERED_BEFORE = 'idempotencyAnsweredBefore';

/** On a route whose request or answer carries a secret: its outcome is never stored or replayed. */
export const notReplayable: RequestHandler = (_req, res, next) => {
  res.locals[NOT_REPLAYABLE] = true;
  next();
};

/** On a retry of a notReplayable route: the status its first attempt answered with this key. */
export const statusAnsweredBefore = (res: Response): number | undefined => res.locals[ANSWERED_BEFORE] as number | undefined;

export interface IdempotencyOptions {
  /** The verified account id of a request's Authorization header, undefined when it has none or a bad token. */
  identify?: (req: Request) => string | undefined;
}

function scopeOf(req: Request, identify: IdempotencyOptions['identify']): string {
  const authorization = req.get('authorization');
  const account = authorization ? identify?.(req) : undefined;
  if (account) return `account:${account}`;
  const token = bearerOf(authorization);
  return token ? `token:${token}` : `client:${req.ip ?? ''}`;
}

export function idempotentPosts(db: Connection, { identify }: IdempotencyOptions = {}): RequestHandler {
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

  const settle = (res: Response, id: string, status: number, body: unknown) => {
    if (status >= 500 || RETRYABLE.has(status)) return records().deleteOne({ _id: id }); // worth retrying for real: the next attempt runs
    const outcome = res.locals[NOT_REPLAYABLE] === true ? { status, secret: true } : { status, body };
    return records().updateOne({ _id: id }, { $set: { state: 'done', ...outcome } });
  };

  /** Stores the answer before it is sent, so a concurrent retry never sees it half-done. */
  function captureAnswer(res: Response, id: string): void {
    const send = res.json.bind(res);
    let settled = false;
    res.json = (body: unknown) => {
      settled = true;
      void settle(res, id, res.statusCode, body)
        .catch(() => undefined)
        .finally(() => send(body));
      return res;
    };
    // An answer without a JSON body (204, a stream) or a request that died half-way (connection cut,
    // error thrown after headers): recorded as it ended, so the key is never left pending.
    res.once('close', () => {
      if (settled) return;
      settled = true;
      void settle(res, id, res.writableFinished ? res.statusCode : 500, null).catch(() => undefined);
    });
  }

  /** Takes over a key left pending by a process that died mid-request; false while it may still run. */
  async function takeOverStale(id: string, requestHash: string): Promise<boolean> {
    const taken = await records().updateOne(
      { _id: id, state: 'pending', createdAt: { $lt: new Date(Date.now() - PENDING_LEASE_MS) } },
      { $set: { requestHash, createdAt: new Date() } },
    );
    return taken.modifiedCount === 1;
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
    const id = sha256(`${scopeOf(req, identify)}\n${key}`);
    // Keyed by the Idempotency-Key itself, which no record holds in clear: a body with a password (a new
    // member's) leaves no hash that a dictionary could be run against.
    const requestHash = sha256(`${key}\n${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`);
    // Each pass either takes the key (and runs) or judges the earlier attempt; a forgotten one
    // (a retryable failure) frees the key, and the next pass takes it again, still one at a time.
    for (;;) {
      try {
        await records().insertOne({ _id: id, requestHash, state: 'pending', createdAt: new Date() });
        break;
      } catch (err) {
        if ((err as { code?: number }).code !== 11000) throw err;
      }
      if (await takeOverStale(id, requestHash)) break;
      const earlier = await waitForOutcome(id);
      if (!earlier) continue;
      if (earlier.requestHash !== requestHash) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request', 422);
      }
      if (earlier.state !== 'done') {
        throw new AppError('IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still being processed', 409);
      }
      if (earlier.secret) {
        res.locals[ANSWERED_BEFORE] = earlier.status;
        return next();
      }
      res.set('idempotent-replayed', 'true');
      res.status(earlier.status ?? 200);
      if (earlier.body === null || earlier.body === undefined) res.end();
      else res.json(earlier.body);
      return;
    }
    captureAnswer(res, id);
    next();
  };
}
