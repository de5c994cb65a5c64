// devdb: a small MongoDB-compatible server for development and tests (production uses real MongoDB).
import { Store } from './engine/store';
import { createDevDbServer } from './server';

/** How the last find went in this process (plan and documents examined): for tests and benchmarks. */
export { findStats } from './engine/query';
/** Recording a connection's reads and asking the server's explain about each (tests of index use). */
export { explainOf, filterFieldsOf, indexFieldsOf, planOf, recordReads, stagesOf, whyNotIndexOnly, type RecordedRead } from './query-plans';

export interface DevDbOptions {
  /** TCP port; 0 or absent picks a free one. */
  port?: number;
  /** Folder for durable data; absent means memory only. */
  dbPath?: string;
  /** Interface to listen on (default 127.0.0.1: devdb has no authentication). */
  host?: string;
  /** How often expired documents of TTL indexes are deleted, in ms (default 1000; MongoDB's is 60 s). */
  ttlMonitorIntervalMs?: number;
  /** Journal size after which it is folded into a new snapshot (default 16 MB, or twice the data). */
  compactAfterBytes?: number;
}

export interface DevDb {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

export async function startDevDb(options: DevDbOptions = {}): Promise<DevDb> {
  const { port = 0, dbPath, host = '127.0.0.1', ttlMonitorIntervalMs, compactAfterBytes } = options;
  const store = Store.open(dbPath, { compactAfterBytes });
  const { server, close } = createDevDbServer(store, { ttlMonitorIntervalMs });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
  } catch (err) {
    await close(); // releases the data folder for the next attempt
    throw err;
  }
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const uriHost = host.includes(':') ? `[${host}]` : host;
  let stopping: Promise<void> | null = null;
  return { uri: `mongodb://${uriHost}:${actualPort}`, port: actualPort, stop: () => (stopping ??= close()) };
}
