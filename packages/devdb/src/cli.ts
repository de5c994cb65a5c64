// devdb --port <n> --dbpath <dir>: serves until SIGINT/SIGTERM, then flushes and exits.
import { parseArgs } from 'node:util';
import { startDevDb } from './index';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '27017' }, dbpath: { type: 'string' }, host: { type: 'string', default: '127.0.0.1' } },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`devdb: --port must be a port number, got "${values.port}"`);
  process.exit(2);
}

startDevDb({ port, dbPath: values.dbpath, host: values.host }).then(
  (db) => {
    console.log(`devdb listening on ${db.uri}${values.dbpath ? ` (data in ${values.dbpath})` : ' (memory only)'}`);
    const stop = () => db.stop().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  },
  (err: Error) => {
    console.error(`devdb: ${err.message}`);
    process.exit(1);
  },
);
