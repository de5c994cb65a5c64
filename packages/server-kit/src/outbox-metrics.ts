// The outbox's backlog as Prometheus sees it, computed when it scrapes: messages not yet delivered
// (held or ready; failed ones wait for an operator, not for the relay) and the age of the oldest. Both
// read one index on (state, createdAt), so a scrape costs two index lookups whatever the backlog.
import type { Connection } from 'mongoose';
import { productGauge } from './metrics';
import type { OutboxEntry } from './outbox';

const WAITING = { state: 'ready' as OutboxEntry['state'] };

// One database per service process; tests build several apps in one process, each with its own.
const watched = new Set<Connection>();
const indexed = new WeakSet<Connection>();

const liveDbs = () => {
  for (const db of watched) if (db.readyState === 0 || db.readyState === 3) watched.delete(db);
  return [...watched].filter((db) => db.readyState === 1);
};

async function backlogOf(db: Connection): Promise<{ waiting: number; oldestAt?: Date }> {
  const entries = db.collection<OutboxEntry>('outbox');
  if (!indexed.has(db)) {
    await entries.createIndex({ state: 1, createdAt: 1 });
    indexed.add(db);
  }
  const [waiting, oldest] = await Promise.all([
    entries.countDocuments(WAITING),
    entries
      .find(WAITING, { projection: { createdAt: 1 } })
      .sort({ createdAt: 1 })
      .limit(1)
      .next(),
  ]);
  return { waiting, oldestAt: oldest?.createdAt };
}

interface Backlog {
  waiting: number;
  oldestAgeSeconds: number;
}

// prom-client starts every metric's collect of a scrape at once: both gauges share the reading in flight.
let reading: Promise<Backlog> | undefined;

// Below Prometheus' scrape time-out (10 s by default): a database that hangs must not make the part look down.
const READ_LIMIT_MS = 2000;

async function readBacklog(): Promise<Backlog> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('outbox backlog: no answer in time')), READ_LIMIT_MS);
  });
  const backlogs = await Promise.race([Promise.all(liveDbs().map(backlogOf)), limit]).finally(() => clearTimeout(timer));
  const oldest = Math.min(...backlogs.map((b) => b.oldestAt?.getTime() ?? Infinity));
  return {
    waiting: backlogs.reduce((sum, b) => sum + b.waiting, 0),
    oldestAgeSeconds: Number.isFinite(oldest) ? Math.max(0, (Date.now() - oldest) / 1000) : 0,
  };
}

function currentBacklog(): Promise<Backlog> {
  reading ??= readBacklog()
    // A database that does not answer must not fail the whole scrape: NaN says "unknown".
    .catch(() => ({ waiting: NaN, oldestAgeSeconds: NaN }))
    .finally(() => (reading = undefined));
  return reading;
}

const waitingGauge = () =>
  productGauge('agency_outbox_messages_waiting', 'Outbox messages not delivered yet (held or ready)', {
    async collect() {
      this.set((await currentBacklog()).waiting);
    },
  });
const oldestGauge = () =>
  productGauge('agency_outbox_oldest_message_age_seconds', 'Age of the oldest outbox message not delivered yet (0: none)', {
    async collect() {
      this.set((await currentBacklog()).oldestAgeSeconds);
    },
  });

/** Reports this database's outbox backlog on /metrics. */
export function watchOutboxBacklog(db: Connection): void {
  waitingGauge();
  oldestGauge();
  watched.add(db);
}
