// Handshake and server information: what the driver asks before and between real work.
import type { Document } from 'bson';
import type { CommandHandler } from './context';

const WIRE_VERSION = 21; // MongoDB 7.0

const hello: CommandHandler = (ctx) => ({
  helloOk: true,
  ismaster: true,
  isWritablePrimary: true,
  maxBsonObjectSize: 16 * 1024 * 1024,
  maxMessageSizeBytes: 48_000_000,
  maxWriteBatchSize: 100_000,
  localTime: new Date(),
  logicalSessionTimeoutMinutes: 30,
  connectionId: ctx.connectionId,
  minWireVersion: 0,
  maxWireVersion: WIRE_VERSION,
  readOnly: false,
  ok: 1,
});

const ok = (): Document => ({ ok: 1 });

export const serverCommands: Record<string, CommandHandler> = {
  hello,
  ismaster: hello,
  isMaster: hello,
  ping: ok,
  endSessions: ok,
  killAllSessions: ok,
  buildInfo: () => ({
    version: '7.0.0-devdb',
    gitVersion: 'devdb',
    versionArray: [7, 0, 0, 0],
    bits: 64,
    maxBsonObjectSize: 16 * 1024 * 1024,
    ok: 1,
  }),
  getParameter: () => ({ featureCompatibilityVersion: { version: '7.0' }, ok: 1 }),
  getCmdLineOpts: () => ({ argv: ['devdb'], parsed: {}, ok: 1 }),
  hostInfo: () => ({ system: { hostname: 'devdb' }, ok: 1 }),
  serverStatus: (ctx) => ({ host: 'devdb', version: '7.0.0-devdb', process: 'devdb', connections: { current: ctx.connectionId }, ok: 1 }),
  listDatabases: (ctx, command) => {
    const names = ctx.store.databaseNames();
    const databases = names.map((name) => ({ name, sizeOnDisk: 0, empty: ctx.store.collectionNames(name).length === 0 }));
    return command.nameOnly ? { databases: databases.map(({ name }) => ({ name })), ok: 1 } : { databases, totalSize: 0, ok: 1 };
  },
};
