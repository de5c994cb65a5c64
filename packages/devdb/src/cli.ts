// devdb --port <n> --dbpath <dir>: prints the URI it serves, runs until SIGINT/SIGTERM, then flushes and exits.
import { parseArgs } from 'node:util';
import { startDevDb } from './index';

const USAGE = `usage: devdb [--port <n>] [--dbpath <dir>] [--host <address>]
  --port    TCP port (default 27017; 0 picks a free one)
  --dbpath  folder for durable data (default: memory only)
  --host    interface to listen on (default 127.0.0.1)
  --compact-after <bytes>  journal size that triggers a new snapshot (default 16 MB)`;

function readOptions() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '27017' },
        dbpath: { type: 'string' },
        host: { type: 'string', default: '127.0.0.1' },
        'compact-after': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (err) {
    console.error(`devdb: ${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const values = readOptions();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`devdb: --port must be a port number, got "${values.port}"\n${USAGE}`);
  process.exit(2);
}

const compactAfter = values['compact-after'] === undefined ? undefined : Number(values['compact-after']);
if (compactAfter !== undefined && !(compactAfter > 0)) {
  console.error(`devdb: --compact-after must be a positive number of bytes\n${USAGE}`);
  process.exit(2);
}

startDevDb({ port, dbPath: values.dbpath, host: values.host, compactAfterBytes: compactAfter }).then(
  (db) => {
    console.log(`devdb listening on ${db.uri}${values.dbpath ? ` (data in ${values.dbpath})` : ' (memory only)'}`);
    const stop = (signal: string) => {
      console.log(`devdb: ${signal}, stopping`);
      db.stop().then(
        () => process.exit(0),
        (err: Error) => {
          console.error(`devdb: ${err.message}`);
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  },
  (err: Error) => {
    console.error(`devdb: ${err.message}`);
    process.exit(1);
  },
);
