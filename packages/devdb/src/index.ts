// devdb: a small MongoDB-compatible server for development and tests (production uses real MongoDB).
import { Store } from './engine/store';
import { createDevDbServer } from './server';

export interface DevDbOptions {
  /** TCP port; 0 or absent picks a free one. */
  port?: number;
  /** Folder for durable data; absent means memory only. */
  dbPath?: string;
  host?: string;
}

export interface DevDb {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

export async function startDevDb({ port = 0, dbPath, host = '127.0.0.1' }: DevDbOptions = {}): Promise<DevDb> {
  const store = Store.open(dbPath);
  const { server, close } = createDevDbServer(store);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { uri: `mongodb://${host}:${actualPort}`, port: actualPort, stop: close };
}
