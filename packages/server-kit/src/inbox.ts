// The receiving side of the outbox: an internal route that another service's relay calls handles each
// event id once. The relay delivers at least once (a time-out after the receiver did the work is
// retried), so the answer of the first successful handling is kept (collection `inbox`, TTL 7 days)
// and a repeat gets it again without running the handler. Handlers stay idempotent on their own as
// well (conditional updates), because two copies of one event may arrive at the same moment.
import type { RequestHandler, Response } from 'express';
import type { Connection } from 'mongoose';
import { AppError } from './app-error';

interface InboxRecord {
  _id: string;
  status: number;
  body: unknown;
  at: Date;
}

const MAX_EVENT_ID_LENGTH = 200;

export function consumeEventsOnce(db: Connection): RequestHandler {
  const records = () => db.collection<InboxRecord>('inbox');
  let indexed: Promise<unknown> | null = null;

  function remember(res: Response, id: string): void {
    const send = res.json.bind(res);
    res.json = (body: unknown) => {
      const status = res.statusCode;
      if (status >= 400) return send(body); // a failure is retried for real
      void records()
        .updateOne({ _id: id }, { $setOnInsert: { status, body, at: new Date() } }, { upsert: true })
        .catch(() => undefined)
        .finally(() => send(body));
      return res;
    };
  }

  return async (req, res, next) => {
    const id = req.get('x-event-id');
    if (!id) return next();
    if (id.length > MAX_EVENT_ID_LENGTH) throw new AppError('INVALID_EVENT_ID', 'x-event-id is too long', 400);
    indexed ??= records()
      .createIndex({ at: 1 }, { expireAfterSeconds: 7 * 24 * 3600 })
      .catch(() => (indexed = null));
    await indexed;
    const earlier = await records().findOne({ _id: id });
    if (earlier) {
      res.set('event-replayed', 'true');
      res.status(earlier.status).json(earlier.body);
      return;
    }
    remember(res, id);
    next();
  };
}
